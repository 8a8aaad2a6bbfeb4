import type { AdminAccount } from '@plotwise/contracts';
import type { User } from '../../db/models';
import { presentSessionUser } from '../auth/present-user';

/** An account for the admin screens: the session fields plus whether it is active. */
export function presentAdminAccount(user: User): AdminAccount {
  return { ...presentSessionUser(user), isActive: user.isActive, agencyName: user.agencyName ?? null, reraAgentNumber: user.reraAgentNumber ?? null };
}
