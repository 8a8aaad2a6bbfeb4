import { useState } from 'react';
import styled from 'styled-components';
import { ADMIN_OPS_TEXTS as TEXTS, type SocialLink } from '@plotwise/contracts';
import { Button, Card, ConfirmDialog, readableError, useToast } from '@plotwise/ui';
import { Badge } from '../../../components/badge';
import { ListSummary } from '../../../components/filter-bar';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/list-states';
import { useDeleteSocialLink, useSocialLinks } from '../api/social-links';
import { SocialLinkDialog } from './social-link-dialog';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
`;

const Item = styled(Card).attrs({ as: 'li' })`
  padding: 14px 16px;
  display: flex;
  flex-wrap: wrap;
  gap: 10px 16px;
  align-items: center;
  .who { display: grid; gap: 2px; min-width: 0; flex: 1 1 240px; }
  .who strong { display: flex; gap: 8px; align-items: center; color: ${({ theme }) => theme.colors.ink}; }
  .who a { overflow-wrap: anywhere; font-size: .925rem; }
  .actions { display: flex; gap: 8px; }
  .actions button { min-height: 40px; }
`;

/** The Social Media tab: every link, the footer's active ones marked, with add, edit and delete. */
export function SocialLinksPanel() {
  const links = useSocialLinks();
  const remove = useDeleteSocialLink();
  const toast = useToast();
  const [editing, setEditing] = useState<SocialLink | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<SocialLink | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: TEXTS.linkDeleted, variant: 'success' });
      setDeleting(null);
    } catch (error) {
      toast({ title: TEXTS.linkDeleteFailed, description: readableError(error, ''), variant: 'destructive' });
    }
  };

  return (
    <>
      <ListSummary>
        <span>{links.data ? TEXTS.linksShown(links.data.filter((link) => link.isActive).length, links.data.length) : ''}</span>
        <Button type="button" onClick={() => setEditing(null)}>
          {TEXTS.addLink}
        </Button>
      </ListSummary>
      {links.isPending ? (
        <ListSkeleton count={3} />
      ) : links.isError ? (
        <ErrorState message={TEXTS.linksFailed} onRetry={() => links.refetch()} />
      ) : links.data.length === 0 ? (
        <EmptyState message={TEXTS.noLinks} />
      ) : (
        <List aria-label={TEXTS.socialTab}>
          {links.data.map((link) => (
            <Item key={link.id} aria-label={link.platform}>
              <div className="who">
                <strong>
                  {link.platform}
                  <Badge $tone={link.isActive ? 'success' : 'neutral'}>{link.isActive ? TEXTS.activeBadge : TEXTS.inactiveBadge}</Badge>
                </strong>
                <a href={link.url} target="_blank" rel="noreferrer">{link.url}</a>
              </div>
              <div className="actions">
                <Button type="button" $variant="secondary" onClick={() => setEditing(link)}>
                  {TEXTS.edit}
                </Button>
                <Button type="button" $variant="ghost" onClick={() => setDeleting(link)}>
                  {TEXTS.delete}
                </Button>
              </div>
            </Item>
          ))}
        </List>
      )}
      <SocialLinkDialog link={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        title={TEXTS.deleteLinkTitle}
        open={deleting !== null}
        confirmLabel={TEXTS.delete}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>{deleting ? TEXTS.deleteLinkText(deleting.platform) : ''}</p>
      </ConfirmDialog>
    </>
  );
}
