/**
 * The accounts screens' copy, used verbatim by forms, toasts and the API. Written
 * out in full: the shared @plotwise/ui shows 'Logged out' on every page (see
 * common/texts.ts).
 */
export const AUTH_TEXTS = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  loginSuccessful: 'Login successful!',
  adminLoginFailedTitle: 'Authentication failed',
  adminLoginFailedFallback: 'Invalid username or password.',
  adminLoginNetworkFailure: 'Login failed: An error occurred during login.',
  loggedOut: 'Logged out',

  // Login and registration
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 100 characters',
  emailMax: 'Email must be at most 254 characters',
  passwordMax: 'Password must be at most 200 characters',
  emailInvalid: 'Invalid email address',
  phoneMin: 'Phone number must be at least 10 digits',
  /** The product's sign-in message, for passwords chosen when 6 characters were enough. */
  signInPasswordMin: 'Password must be at least 6 characters',
  /** New passwords: 8 characters (the product's 6 raised to current guidance). */
  passwordMin: 'Password must be at least 8 characters',
  passwordTooCommon: 'This password is one of the most common ones. Choose one that is harder to guess.',
  passwordsDontMatch: "Passwords don't match",
  roleRequired: 'Please select a role',
  // An agent's business, asked at registration.
  agencyNameRequired: 'Enter your agency name (or your own name if you work alone)',
  reraAgentNumberInvalid: 'Enter your RERA agent number as on your registration, e.g. A51800012345',
  agencyNameLabel: 'Agency name',
  reraAgentNumberLabel: 'RERA agent registration number',
  reraAgentNumberHint: "As on your state RERA's agent certificate; our team checks it before approving you.",

  // Login and registration outcomes
  loginFailedTitle: 'Login failed',
  loginFailedFallback: 'Invalid credentials',
  loginNetworkFailure: 'Error: Something went wrong. Please try again.',
  accountSuspended: 'Your account has been suspended',
  tooManyLoginAttempts: 'Too many login attempts. Please try again later.',
  tooManyRegistrations: 'Too many accounts were created from your network. Please try again later.',
  registrationSuccessful: 'Registration successful!',
  registrationAgentPending: 'Registration successful! Your agent account is pending admin approval.',
  registrationAgentPendingDescription: 'Your agent account is pending admin approval.',
  registrationFailedTitle: 'Registration failed',
  registrationFailedFallback: 'Something went wrong',
  registrationFailedStandalone: 'An error occurred during registration',
  emailTaken: 'An account with this email already exists',
  // Under the email field when it is taken: the two ways on from there.
  emailTakenNextStep: 'Is it yours?',
  emailTakenLogin: 'Log in',
  emailTakenReset: 'Reset your password',

  // Guards and dashboards
  authenticationRequired: 'Authentication Required',
  authenticationRequiredDescription: 'Please log in to access your dashboard',
  agentApprovalTime: '1-2 business days',

  // Admin actions on accounts
  agentApproved: 'Agent approved successfully',
  agentApproveFailed: 'Failed to approve agent',
  agentNotFound: 'Agent not found',
  agentRegistrationNotificationTitle: 'New agent registration',
  agentRegistrationNotificationMessage: (name: string, email: string) => `${name} (${email}) registered as an agent and awaits approval.`,
} as const;
