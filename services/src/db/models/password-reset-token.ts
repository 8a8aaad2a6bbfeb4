import { BaseModel } from './base-model';

/** The live "forgot password" link of an account, at most one (migration 040). */
export class PasswordResetToken extends BaseModel {
  static override tableName = 'password_reset_tokens';
  static override idColumn = 'userId';

  declare userId: number;
  /** sha256 of the emailed token, base64url: 256 random bits need no slower hash. */
  declare tokenHash: string;
  declare expiresAt: Date;
  declare createdAt: Date;
}
