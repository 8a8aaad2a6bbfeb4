import type { SessionUser } from '@plotwise/contracts';

/** Where a person lands after signing in: by role, and for agents by approval. */
export function destinationAfterLogin(user: Pick<SessionUser, 'role' | 'isApproved'>): string {
  if (user.role === 'admin') return '/admin/dashboard';
  if (user.role === 'agent') return user.isApproved ? '/agent-dashboard' : '/agent-pending';
  return '/dashboard';
}

/** The person's own dashboard, where "Back to Dashboard" links go. */
export function homeOf(user: Pick<SessionUser, 'role' | 'isApproved'>): string {
  return user.role === 'agent' && !user.isApproved ? '/dashboard' : destinationAfterLogin(user);
}
