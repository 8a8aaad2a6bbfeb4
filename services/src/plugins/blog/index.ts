import type { Plugin } from '@hapi/hapi';
import { getBlogPostRoute } from './routes/get';
import { listBlogPostsRoute } from './routes/list';
import { listFeaturedBlogPostsRoute } from './routes/list-featured';

export const blogPlugin: Plugin<void> = {
  name: 'plotwise-blog',
  register(server) {
    server.route([listBlogPostsRoute, listFeaturedBlogPostsRoute, getBlogPostRoute]);
  },
};
