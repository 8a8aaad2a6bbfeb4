import type { Modifiers } from 'objection';
import { TimestampedModel, sortedBy, whereColumn } from './base-model';

export class SocialMediaLink extends TimestampedModel {
  static override tableName = 'social_media_links';

  static override modifiers: Modifiers = {
    active: whereColumn('isActive', true),
    ordered: sortedBy({ column: 'sortOrder' }, { column: 'id' }),
  };

  declare id: number;
  declare platform: string;
  declare url: string;
  declare isActive: boolean;
  declare sortOrder: number;
}
