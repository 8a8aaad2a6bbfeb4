import { keepPreviousData, useQuery } from '@plotwise/ui';
import type { BlogListQueryInput, BlogPost, BlogPostSummary, Page } from '@plotwise/contracts';

export const FEATURED_BLOG_POSTS_QUERY_KEY = ['/api/blog-posts/featured'] as const;
export const blogPostsQueryKey = (query: BlogListQueryInput) => ['/api/blog-posts', query] as const;
export const blogPostQueryKey = (slug: string) => [`/api/blog-posts/${encodeURIComponent(slug)}`] as const;

/** The home carousel's latest posts. */
export function useFeaturedBlogPosts() {
  return useQuery<BlogPostSummary[]>({ queryKey: FEATURED_BLOG_POSTS_QUERY_KEY });
}

/** A page of published posts, newest first. */
export function useBlogPosts(query: BlogListQueryInput) {
  return useQuery<Page<BlogPostSummary>>({ queryKey: blogPostsQueryKey(query), placeholderData: keepPreviousData });
}

/** One published post; a missing one surfaces as an ApiError with status 404. */
export function useBlogPost(slug: string | null) {
  return useQuery<BlogPost>({ queryKey: blogPostQueryKey(slug ?? ''), enabled: slug !== null });
}
