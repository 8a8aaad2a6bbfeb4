// What other features use of the blog: the home page's featured posts.
export { useFeaturedBlogPosts } from './api/get-blog-posts';
export { BlogCard } from './components/blog-card';
