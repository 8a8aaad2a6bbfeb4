import { DEFAULT_BLOG_IMAGE, FallbackImage, formatDateIN, Link } from '@plotwise/ui';
import styled from 'styled-components';
import { BLOG_TAGS_SHOWN, type BlogPostSummary } from '@plotwise/contracts';
import { CatalogCard } from '../../../components/card-grid';

const Article = styled(CatalogCard)`
  > img, > picture > img { width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; background: ${({ theme }) => theme.colors.accentSoft}; }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  flex: 1;
  h2, h3 { font-size: 1.08rem; margin: 0; }
  :is(h2, h3) a { color: ${({ theme }) => theme.colors.ink}; text-decoration: none; }
  :is(h2, h3) a::after { content: ''; position: absolute; inset: 0; }
  :is(h2, h3) a:focus-visible { outline: none; }
  :is(h2, h3) a:focus-visible::after { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: -3px; border-radius: inherit; }
  p { margin: 0; }
`;

const Meta = styled.p`
  font-size: .85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const TagList = styled.ul`
  list-style: none;
  margin: auto 0 0;
  padding: 6px 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  li {
    font-size: .78rem;
    font-weight: 600;
    padding: 2px 10px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brandDark};
  }
`;

/** A post's card: picture (or the default), category and date, title linking to /blog/{slug}, excerpt, first 3 tags. */
export function BlogCard({ post, headingLevel = 'h3' }: { post: BlogPostSummary; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const date = formatDateIN(post.publishedAt ?? post.createdAt);
  return (
    <Article data-testid="blog-card">
      <FallbackImage src={post.featuredImage || DEFAULT_BLOG_IMAGE} fallback={DEFAULT_BLOG_IMAGE} alt="" width={600} height={400} sizes="(max-width: 640px) 100vw, 400px" />
      <Body>
        <Meta>{[post.category, date].filter(Boolean).join(' · ')}</Meta>
        <Heading><Link to={`/blog/${post.slug}`}>{post.title}</Link></Heading>
        <p>{post.excerpt}</p>
        {post.tags.length > 0 && (
          <TagList aria-label="Tags">
            {post.tags.slice(0, BLOG_TAGS_SHOWN).map((tag) => <li key={tag}>{tag}</li>)}
          </TagList>
        )}
      </Body>
    </Article>
  );
}
