import type { BlogPost as BlogPostResponse, BlogPostSummary } from '@plotwise/contracts';
import type { BlogPost } from '../../db/models';

export function presentBlogPostSummary(post: BlogPost): BlogPostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    featuredImage: post.featuredImage,
    author: post.author,
    tags: post.tags,
    published: post.published,
    publishedAt: post.publishedAt ? new Date(post.publishedAt).toISOString() : null,
    createdAt: new Date(post.createdAt).toISOString(),
    updatedAt: new Date(post.updatedAt).toISOString(),
  };
}

export function presentBlogPost(post: BlogPost): BlogPostResponse {
  return { ...presentBlogPostSummary(post), content: post.content };
}
