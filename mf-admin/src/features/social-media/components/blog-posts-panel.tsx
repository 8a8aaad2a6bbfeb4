import styled from 'styled-components';
import { ADMIN_OPS_TEXTS as TEXTS, type BlogPostSummary } from '@plotwise/contracts';
import { Badge, Button, Card, formatDateIN, Link, Pagination, readableError, useToast } from '@plotwise/ui';
import { FilterBar, SearchField, SelectFilter } from '../../../components/filter-bar';
import { useKeepPageInRange } from '../../../lib/use-list-params';
import { useAdminBlogPosts, useDeleteBlogPost, usePublishBlogPost } from '../api/blog-posts';
import { BlogPostDialog } from './blog-post-dialog';
import { ContentPanel } from './content-panel';

const STATUS_OPTIONS = (['all', 'published', 'draft'] as const).map((value) => ({ value, label: TEXTS.postStatusLabels[value] }));

const Item = styled(Card).attrs({ as: 'li' })`
  padding: 14px 16px;
  display: grid;
  grid-template-columns: 1fr;
  gap: 12px;
  @media (min-width: 768px) { grid-template-columns: 120px 1fr; }
  .thumb { width: 100%; height: 120px; object-fit: cover; border-radius: ${({ theme }) => theme.radius.sm}; background: ${({ theme }) => theme.colors.line}; }
  .thumb.empty { display: none; }
  @media (min-width: 768px) { .thumb { height: 80px; } .thumb.empty { display: block; } }
  h3 { margin: 0; font-size: 1.05rem; overflow-wrap: anywhere; }
  p { margin: 0; overflow-wrap: anywhere; }
  .meta { color: ${({ theme }) => theme.colors.muted}; font-size: .9rem; }
  .head { display: flex; flex-wrap: wrap; gap: 6px 8px; align-items: center; }
  .body { display: grid; gap: 6px; min-width: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-top: 4px; }
  .actions button { min-height: 40px; }
  .actions a { font-weight: 600; padding: 0 4px; }
`;

const PANEL_TEXTS = {
  add: TEXTS.addPost,
  list: TEXTS.blogTab,
  failed: TEXTS.postsFailed,
  empty: TEXTS.noPosts,
  deleteTitle: TEXTS.deletePostTitle,
  deleteText: (post: BlogPostSummary) => TEXTS.deletePostText(post.title),
  deleted: TEXTS.postDeleted,
  deleteFailed: TEXTS.postDeleteFailed,
};

interface BlogPostsPanelProps {
  search: string;
  status: string;
  page: number;
  onFilter: (key: 'search' | 'status', value: string) => void;
  onPage: (page: number) => void;
}

/** The Blog Posts tab: every post, drafts too, with add, edit, publish both ways and delete. */
export function BlogPostsPanel({ search, status, page, onFilter, onPage }: BlogPostsPanelProps) {
  const posts = useAdminBlogPosts({ search, status, page });
  useKeepPageInRange(posts.data, page, onPage);
  const publish = usePublishBlogPost();
  const remove = useDeleteBlogPost();
  const toast = useToast();

  const togglePublished = async (post: BlogPostSummary) => {
    try {
      await publish.mutateAsync({ id: post.id, published: !post.published });
      toast({ title: post.published ? TEXTS.postUnpublished : TEXTS.postPublished, variant: 'success' });
    } catch (error) {
      toast({ title: TEXTS.postPublishFailed, description: readableError(error, ''), variant: 'destructive' });
    }
  };

  return (
    <ContentPanel
      read={posts}
      filters={
        <FilterBar>
          <SearchField label={TEXTS.searchLabel} placeholder={TEXTS.blogSearchPlaceholder} value={search} onSearch={(text) => onFilter('search', text)} />
          <SelectFilter
            label={TEXTS.postStatusFilterLabel}
            value={(['published', 'draft'] as const).find((value) => value === status) ?? 'all'}
            options={STATUS_OPTIONS}
            onChange={(value) => onFilter('status', value)}
          />
        </FilterBar>
      }
      count={<span aria-live="polite">{posts.data ? TEXTS.postsCount(posts.data.total) : ''}</span>}
      texts={PANEL_TEXTS}
      remove={remove}
      item={(post, buttons) => (
        <Item key={post.id} aria-label={post.title}>
          {post.featuredImage ? <img className="thumb" src={post.featuredImage} alt="" loading="lazy" /> : <span className="thumb empty" aria-hidden="true" />}
          <div className="body">
            <div className="head">
              <Badge $tone={post.published ? 'success' : 'warning'}>{post.published ? TEXTS.publishedBadge : TEXTS.draftBadge}</Badge>
              <Badge>{post.category}</Badge>
            </div>
            <h3>{post.title}</h3>
            <p>{post.excerpt}</p>
            <p className="meta">
              {post.author} · {post.published && post.publishedAt ? TEXTS.publishedOn(formatDateIN(post.publishedAt)) : TEXTS.draftSince(formatDateIN(post.createdAt))}
              {post.tags.length > 0 && ` · ${post.tags.join(', ')}`}
            </p>
            <div className="actions">
              {buttons.edit}
              <Button type="button" $variant={post.published ? 'secondary' : 'primary'} onClick={() => togglePublished(post)} disabled={publish.isPending}>
                {post.published ? TEXTS.unpublish : TEXTS.publish}
              </Button>
              {buttons.remove}
              {post.published && <Link to={`/blog/${post.slug}`}>{TEXTS.viewPost}</Link>}
            </div>
          </div>
        </Item>
      )}
      footer={(data) => <Pagination label="Blog pages" page={page} pageSize={data.pageSize} total={data.total} onPageChange={onPage} />}
      dialog={(editing, close) => <BlogPostDialog post={editing} onClose={close} />}
    />
  );
}
