import type { City } from '@plotwise/contracts';
import type { BlogIllustrationTheme } from './blog-illustration';
import posts from './data/blog-posts.json';

/** A demo blog post before its picture exists. Content: paragraphs separated by blank lines, plain text. */
export interface DemoBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  /** A desk illustration, or the banner of the city the post is about. */
  picture: { theme: BlogIllustrationTheme; seed: number } | { city: City };
  /** Days before the seeding moment it was published: the first post is the newest. */
  ageDays: number;
  content: string;
}

/** The articles are prose, kept as data: one record a post, its text as a list of paragraphs. */
type DemoBlogPostRecord = Omit<DemoBlogPost, 'content'> & { paragraphs: string[] };

export const DEMO_BLOG_POSTS: readonly DemoBlogPost[] = (posts as DemoBlogPostRecord[]).map(({ paragraphs, ...post }) => ({
  ...post,
  content: paragraphs.join('\n\n'),
}));
