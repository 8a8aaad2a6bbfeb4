import { ADMIN_OPS_TEXTS as TEXTS } from '@plotwise/contracts';
import { Tabs } from '@plotwise/ui';
import { AdminPage } from '../../components/admin-page';
import { useListParams } from '../../lib/use-list-params';
import { BlogPostsPanel } from './components/blog-posts-panel';
import { SocialLinksPanel } from './components/social-links-panel';

type TabKey = 'social' | 'blog';

/** /admin/social-media: tabs Social Media (the footer's links) and Blog Posts. */
export default function SocialMediaPage() {
  const { values, page, setFilter, setFilters, setPage } = useListParams(['tab', 'search', 'status'] as const);
  const tab: TabKey = values.tab === 'blog' ? 'blog' : 'social';
  return (
    <AdminPage title={TEXTS.socialTitle} subtitle={TEXTS.socialSubtitle}>
      <Tabs<TabKey>
        label={TEXTS.socialTitle}
        selected={tab}
        onSelect={(key) => setFilters({ tab: key === 'social' ? '' : key, search: '', status: '' })}
        tabs={[
          { key: 'social', label: TEXTS.socialTab, content: <SocialLinksPanel /> },
          {
            key: 'blog',
            label: TEXTS.blogTab,
            content: <BlogPostsPanel search={values.search} status={values.status} page={page} onFilter={setFilter} onPage={setPage} />,
          },
        ]}
      />
    </AdminPage>
  );
}
