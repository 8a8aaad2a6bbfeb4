import type { Modifiers } from 'objection';
import { TimestampedModel } from './base-model';

export class SocialMediaLink extends TimestampedModel {
  static override tableName = 'social_media_links';

  static override modifiers: Modifiers = {
    active(query) {
      query.where('isActive', true);
    },
    ordered(query) {
      query.orderBy([
        { column: 'sortOrder', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]);
    },
  };

  declare id: number;
  declare platform: string;
  declare url: string;
  declare isActive: boolean;
  declare sortOrder: number;
}
