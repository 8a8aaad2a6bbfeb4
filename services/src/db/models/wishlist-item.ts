import type { RelationMappings } from 'objection';
import { BaseModel, belongsToOne } from './base-model';
import { Project } from './project';

export class WishlistItem extends BaseModel {
  static override tableName = 'wishlist_items';

  static override get relationMappings(): RelationMappings {
    return {
      project: belongsToOne(Project, 'wishlist_items.projectId', 'projects.id'),
    };
  }

  declare id: number;
  declare userId: number;
  declare projectId: number;
  declare createdAt: Date;

  declare project?: Project;
}
