import type { Modifiers } from 'objection';
import { TimestampedModel, sortedBy, whereColumn } from './base-model';

export class Job extends TimestampedModel {
  static override tableName = 'jobs';

  static override jsonAttributes = ['requirements'];

  static override modifiers: Modifiers = {
    open: whereColumn('jobs.isOpen', true),
    listed: sortedBy({ column: 'jobs.sortOrder' }, { column: 'jobs.id' }),
  };

  declare id: number;
  declare title: string;
  declare type: string;
  declare department: string;
  declare location: string;
  declare description: string;
  declare requirements: string[];
  declare isOpen: boolean;
  declare sortOrder: number;
}
