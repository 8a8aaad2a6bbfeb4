import type { SessionUser } from '@plotwise/contracts';
import type { User } from '../../db/models';

/** The signed-in person as the contracts describe them; never the hash or the token version. */
export function presentSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    isApproved: user.isApproved,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}
