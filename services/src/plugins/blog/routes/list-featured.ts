import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listFeaturedPosts } from '../blog-service';

export const listFeaturedBlogPostsRoute = defineRoute('GET /api/blog-posts/featured', PUBLIC_ACCESS, {
  description: 'The latest published blog posts for the home carousel, at most 9.',
  handler: () => listFeaturedPosts(),
});
