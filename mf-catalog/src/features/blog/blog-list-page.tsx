import { Button, Container, Link, PageLinks, usePageMeta, useSearchParams, withQuery } from '@plotwise/ui';
import styled from 'styled-components';
import { BLOG_PAGE_SIZE_DEFAULT, CATALOG_SCREEN_TEXTS } from '@plotwise/contracts';
import { CardGrid } from '../../components/card-grid';
import { SectionMessage } from '../../components/section-message';
import { useBlogPosts } from './api/get-blog-posts';
import { BlogCard } from './components/blog-card';

const Page = styled(Container)`
  padding-top: 32px;
  padding-bottom: 32px;
  > p { max-width: 60ch; }
`;

const Filter = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  font-weight: 600;
`;

const SkeletonCard = styled.div`
  width: 100%;
  aspect-ratio: 3 / 3.2;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: #e2e8f0;
`;

/** /blog: published posts, newest first, nine a page; ?tag= narrows to one tag. */
export function BlogListPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const tag = (params.get('tag') ?? '').trim().slice(0, 60);
  const posts = useBlogPosts({ page, pageSize: BLOG_PAGE_SIZE_DEFAULT, ...(tag ? { tag } : {}) });
  usePageMeta(tag ? `Blog: ${tag}` : 'Blog', 'Guides and market insights on buying plots in India: approvals, RERA, city markets and investment.');

  const pageCount = posts.data ? Math.max(1, Math.ceil(posts.data.total / posts.data.pageSize)) : 1;
  const hrefFor = (target: number) => withQuery('/blog', { tag: tag || undefined, page: target > 1 ? target : undefined });

  return (
    <Page>
      <h1>Plotwise Blog</h1>
      <p>Guides on buying plots, approvals and city markets from our team.</p>
      {tag && (
        <Filter>
          <span>Posts tagged “{tag}”</span>
          <Link to="/blog">Show all posts</Link>
        </Filter>
      )}
      {posts.isPending && (
        <CardGrid aria-label="Loading posts">
          {Array.from({ length: 3 }, (_, index) => <li key={index}><SkeletonCard /></li>)}
        </CardGrid>
      )}
      {posts.isError && (
        <SectionMessage tone="error" action={<Button type="button" $variant="secondary" onClick={() => posts.refetch()}>Try again</Button>}>
          {CATALOG_SCREEN_TEXTS.blogPostsFailed}
        </SectionMessage>
      )}
      {posts.data && posts.data.items.length === 0 && <SectionMessage tone="info">{CATALOG_SCREEN_TEXTS.noBlogPosts}</SectionMessage>}
      {posts.data && posts.data.items.length > 0 && (
        <CardGrid>
          {posts.data.items.map((post) => <li key={post.slug}><BlogCard post={post} headingLevel="h2" /></li>)}
        </CardGrid>
      )}
      {posts.data && <PageLinks page={page} pageCount={pageCount} hrefFor={hrefFor} label="Blog pages" />}
    </Page>
  );
}
