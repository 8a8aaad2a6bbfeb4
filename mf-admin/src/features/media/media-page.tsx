import { useState } from 'react';
import styled from 'styled-components';
import { MEDIA_TEXTS as TEXTS, type MediaItem, type MediaTab } from '@plotwise/contracts';
import { Card, Pagination, Skeleton, Tabs, useToast } from '@plotwise/ui';
import { AdminPage } from '../../components/admin-page';
import { useMedia } from './api/admin-media';
import { MediaDeleteDialog } from './components/media-delete-dialog';
import { MediaEditDialog } from './components/media-edit-dialog';
import { MediaGrid, MediaList } from './components/media-grid';

const Panel = styled(Card)`
  padding: 20px;
  @media (max-width: 480px) { padding: 12px; }
  [role='tablist'] { overflow-x: auto; }
  [role='tablist'] button { white-space: nowrap; }
  .count { margin: 0 0 12px; font-weight: 700; color: ${({ theme }) => theme.colors.brandDark}; }
`;

const TAB_ORDER: MediaTab[] = ['all', 'project', 'property', 'city'];

function MediaTabContent({ tab, onEdit, onDelete }: { tab: MediaTab; onEdit: (item: MediaItem) => void; onDelete: (item: MediaItem) => void }) {
  const [page, setPage] = useState(1);
  const media = useMedia(tab, page);
  if (media.isLoading) {
    return (
      <MediaList aria-label={TEXTS.loading} aria-busy="true">
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index}>
            <Skeleton $height="220px" />
          </li>
        ))}
      </MediaList>
    );
  }
  if (media.isError || !media.data) return <p role="alert">{TEXTS.loadError}</p>;
  const { items, total, pageSize } = media.data;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <p className="count">{TEXTS.count(total)}</p>
      {tab === 'city' && <p style={{ margin: 0 }}>{TEXTS.cityCannotBeDeleted}</p>}
      {items.length === 0 ? <p role="status">{TEXTS.empty}</p> : <MediaGrid items={items} onEdit={onEdit} onDelete={onDelete} />}
      <Pagination label="Media pages" page={page} pageSize={pageSize} total={total} onPageChange={setPage} />
    </div>
  );
}

/** `/admin/media`: every picture of the site by category, edited and deleted in place. */
export function MediaPage() {
  const toast = useToast();
  const [tab, setTab] = useState<MediaTab>('all');
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);

  const askDelete = (item: MediaItem) => {
    if (item.category === 'city') toast({ title: TEXTS.cityCannotBeDeleted });
    else setDeleting(item);
  };

  return (
    <AdminPage title={TEXTS.title} subtitle={TEXTS.subtitle} backTo="/admin">
      <Panel>
        <Tabs
          label={TEXTS.title}
          selected={tab}
          onSelect={setTab}
          tabs={TAB_ORDER.map((key) => ({
            key,
            label: TEXTS.tabs[key],
            content: <MediaTabContent key={key} tab={key} onEdit={setEditing} onDelete={askDelete} />,
          }))}
        />
      </Panel>
      <MediaEditDialog item={editing} onClose={() => setEditing(null)} />
      <MediaDeleteDialog item={deleting} onClose={() => setDeleting(null)} />
    </AdminPage>
  );
}
