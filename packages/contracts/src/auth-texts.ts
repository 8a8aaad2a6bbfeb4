/** The accounts spec's copy (001 sections 5 and 8), used verbatim by forms, toasts and the API. */
export const AUTH_TEXTS = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  loginSuccessful: 'Login successful!',
  adminLoginFailedTitle: 'Authentication failed',
  adminLoginFailedFallback: 'Invalid username or password.',
  adminLoginNetworkFailure: 'Login failed: An error occurred during login.',
  loggedOut: 'Logged out',
  accessDenied: 'Access Denied',
} as const;
