import type { SessionUser } from '@plotwise/contracts';

/** Where a person lands after signing in: by role, and for agents by approval. */
export function destinationAfterLogin(user: Pick<SessionUser, 'role' | 'isApproved'>): string {
  if (user.role === 'admin') return '/admin/dashboard';
  if (user.role === 'agent') return user.isApproved ? '/agent-dashboard' : '/agent-pending';
  return '/dashboard';
}
