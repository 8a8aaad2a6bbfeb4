import { useMemo } from 'react';
import { ApiError, Button, Container, DEFAULT_BLOG_IMAGE, FallbackImage, formatDateIN, Link, Skeleton, usePageMeta, useParams, withQuery } from '@plotwise/ui';
import { blogPosting, breadcrumbs, realImage } from '../../lib/structured-data';
import styled from 'styled-components';
import { BLOG_TEXTS, renderMarkdown, type BlogPost } from '@plotwise/contracts';
import { CardGrid } from '../../components/card-grid';
import { useBlogPost, useBlogPosts } from './api/get-blog-posts';
import { BlogCard, TagList } from './components/blog-card';

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding-top: 24px;
  h1 { font-size: clamp(1.7rem, 4.5vw, 2.5rem); margin-top: 12px; }
  > img, > picture > img { width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; border-radius: ${({ theme }) => theme.radius.lg}; margin: 20px 0; background: ${({ theme }) => theme.colors.accentSoft}; }
`;

const Byline = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0;
`;

const Content = styled.div`
  font-size: 1.06rem;
  line-height: 1.75;
  p, ul, ol, blockquote { margin: 0 0 1.1em; }
  h2, h3, h4 { margin: 1.6em 0 .5em; }
  ul, ol { padding-left: 1.4em; }
  li + li { margin-top: .3em; }
  blockquote { padding: 4px 16px; border-left: 4px solid ${({ theme }) => theme.colors.brandSoft}; color: ${({ theme }) => theme.colors.muted}; }
  a { font-weight: 600; }
  code { font-size: .92em; background: ${({ theme }) => theme.colors.page}; padding: 1px 4px; border-radius: 4px; }
`;

const Tags = styled(TagList)`
  margin: 12px 0 0;
  a { color: inherit; text-decoration: none; }
`;

const Related = styled.section`
  margin-top: 48px;
  padding-bottom: 32px;
`;

const Missing = styled(Container)`
  text-align: center;
  padding-top: 80px;
  padding-bottom: 80px;
`;

/** /blog/:slug: one post as plain-text paragraphs, with its tags and related posts. */
export function BlogPostPage() {
  const slug = useParams().slug ?? '';
  const validSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 160;
  const post = useBlogPost(validSlug ? slug : null);

  if (!validSlug || (post.isError && post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 400))) {
    return <PostNotFound />;
  }
  if (post.isError) return <PostNotFound onRetry={() => post.refetch()} />;
  if (post.isPending) {
    return (
      <Container aria-busy="true" aria-label="Loading the post" style={{ maxWidth: 760, paddingTop: 32 }}>
        <Skeleton $height="40px" $width="80%" />
        <div style={{ height: 20 }} />
        <Skeleton $height="0" style={{ aspectRatio: '3 / 2', height: 'auto' }} />
      </Container>
    );
  }
  return <PostView post={post.data} />;
}

function PostNotFound({ onRetry }: { onRetry?: () => void }) {
  usePageMeta(BLOG_TEXTS.postNotFound, undefined, { status: onRetry ? 503 : 404, noindex: true });
  return (
    <Missing>
      <h1>{BLOG_TEXTS.postNotFound}</h1>
      <p>{onRetry ? 'We could not load this post right now. Try again in a moment.' : 'This post does not exist or is no longer published.'}</p>
      <div style={{ display: 'flex', gap: 12, justifyContent: 'center' }}>
        {onRetry && <Button type="button" $variant="secondary" onClick={onRetry}>Try again</Button>}
        <Button as={Link} to="/blog">Back to the Blog</Button>
      </div>
    </Missing>
  );
}

function PostView({ post }: { post: BlogPost }) {
  usePageMeta(post.title, post.excerpt, {
    image: realImage(post.featuredImage),
    type: 'article',
    canonicalPath: `/blog/${post.slug}`,
    jsonLd: (absolute) => [
      blogPosting(post, absolute),
      breadcrumbs([{ name: 'Home', path: '/' }, { name: 'Blog', path: '/blog' }, { name: post.title, path: `/blog/${post.slug}` }], absolute),
    ],
  });
  // Markdown rendered to a fixed, safe set of elements (renderMarkdown in packages/contracts), on the server and in the browser alike.
  const html = useMemo(() => renderMarkdown(post.content), [post.content]);
  const firstTag = post.tags[0];
  // Related: the newest posts sharing the first tag, else the newest posts.
  const related = useBlogPosts({ pageSize: 4, ...(firstTag ? { tag: firstTag } : {}) });
  const latest = useBlogPosts({ pageSize: 4 });
  const relatedPosts = [...(related.data?.items ?? []), ...(latest.data?.items ?? [])]
    .filter((item, index, all) => item.slug !== post.slug && all.findIndex((other) => other.slug === item.slug) === index)
    .slice(0, 3);

  return (
    <Container>
      <Article>
        <Link to="/blog">← Back to the Blog</Link>
        <h1>{post.title}</h1>
        <Byline>
          By {post.author}
          {(post.publishedAt ?? post.createdAt) && <> · <time dateTime={post.publishedAt ?? post.createdAt}>{formatDateIN(post.publishedAt ?? post.createdAt)}</time></>}
          {post.category && <> · {post.category}</>}
        </Byline>
        {post.tags.length > 0 && (
          <Tags aria-label="Tags">
            {post.tags.map((tag) => <li key={tag}><Link to={withQuery('/blog', { tag })}>{tag}</Link></li>)}
          </Tags>
        )}
        <FallbackImage src={post.featuredImage || DEFAULT_BLOG_IMAGE} fallback={DEFAULT_BLOG_IMAGE} alt="" width={1200} height={800} sizes="(max-width: 900px) 100vw, 900px" eager />
        <Content dangerouslySetInnerHTML={{ __html: html }} />
      </Article>
      {relatedPosts.length > 0 && (
        <Related aria-labelledby="related-heading">
          <h2 id="related-heading">Related posts</h2>
          <CardGrid>{relatedPosts.map((item) => <li key={item.slug}><BlogCard post={item} /></li>)}</CardGrid>
        </Related>
      )}
    </Container>
  );
}
