import type { RelationMappings } from 'objection';
import { BaseModel } from './base-model';
import { Project } from './project';

export class WishlistItem extends BaseModel {
  static override tableName = 'wishlist_items';

  static override get relationMappings(): RelationMappings {
    return {
      project: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Project,
        join: { from: 'wishlist_items.projectId', to: 'projects.id' },
      },
    };
  }

  declare id: number;
  declare userId: number;
  declare projectId: number;
  declare createdAt: Date;

  declare project?: Project;
}
