import type { Plugin } from '@hapi/hapi';
import { adminCreateBlogPostRoute } from './routes/admin-create';
import { adminDeleteBlogPostRoute } from './routes/admin-delete';
import { adminGetBlogPostRoute } from './routes/admin-get';
import { adminListBlogPostsRoute } from './routes/admin-list';
import { adminPublishBlogPostRoute } from './routes/admin-publish';
import { adminUpdateBlogPostRoute } from './routes/admin-update';
import { getBlogPostRoute } from './routes/get';
import { listBlogPostsRoute } from './routes/list';
import { listFeaturedBlogPostsRoute } from './routes/list-featured';

/** The blog: published posts for visitors; every post, with writing and publishing, for the admins. */
export const blogPlugin: Plugin<void> = {
  name: 'plotwise-blog',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([listBlogPostsRoute, listFeaturedBlogPostsRoute, getBlogPostRoute]);
    server.route([
      adminListBlogPostsRoute,
      adminGetBlogPostRoute,
      adminCreateBlogPostRoute,
      adminUpdateBlogPostRoute,
      adminPublishBlogPostRoute,
      adminDeleteBlogPostRoute,
    ]);
  },
};
