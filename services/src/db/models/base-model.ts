import { Model } from 'objection';

/**
 * Models carry no jsonSchema: request bodies are validated by the zod contracts
 * before they reach a service, so the database constraints are the second line.
 */
export class BaseModel extends Model {
  static override useLimitInFirst = true;
}

/** Models with an `updated_at` column keep it current on every update. */
export class TimestampedModel extends BaseModel {
  declare createdAt: Date;
  declare updatedAt: Date;

  override $beforeUpdate(): void {
    this.updatedAt = new Date();
  }
}
