import { Model, type ModelClass, type Modifier, type RelationMapping } from 'objection';

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

/** A modifier keeping the rows whose column holds the value. */
export const whereColumn = (column: string, value: string | number | boolean): Modifier => (query) => {
  query.where(column, value);
};

/** A modifier sorting by the columns in turn (ascending unless said). */
export const sortedBy = (...columns: { column: string; order?: 'asc' | 'desc' }[]): Modifier => (query) => {
  query.orderBy(columns);
};

/** A many-to-one relation: this row's `from` column holds the other row's `to`. */
export const belongsToOne = <M extends Model>(modelClass: ModelClass<M>, from: string, to: string): RelationMapping<M> => ({
  relation: Model.BelongsToOneRelation,
  modelClass,
  join: { from, to },
});
