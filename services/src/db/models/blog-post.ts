import type { Modifiers } from 'objection';
import { TimestampedModel, sortedBy, whereColumn } from './base-model';

export class BlogPost extends TimestampedModel {
  static override tableName = 'blog_posts';

  static override jsonAttributes = ['tags'];

  static override modifiers: Modifiers = {
    /** What visitors may read. */
    published: whereColumn('blogPosts.published', true),
    newestFirst: sortedBy({ column: 'blogPosts.publishedAt', order: 'desc' }, { column: 'blogPosts.id', order: 'desc' }),
  };

  declare id: number;
  declare slug: string;
  declare title: string;
  declare excerpt: string;
  declare content: string;
  declare category: string;
  declare featuredImage: string | null;
  declare author: string;
  declare tags: string[];
  declare published: boolean;
  declare publishedAt: Date | null;
}
