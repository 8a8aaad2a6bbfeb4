import styled from 'styled-components';
import { ADMIN_OPS_TEXTS as TEXTS, type SocialLink } from '@plotwise/contracts';
import { Badge, Card } from '@plotwise/ui';
import { useDeleteSocialLink, useSocialLinks } from '../api/social-links';
import { ContentPanel } from './content-panel';
import { SocialLinkDialog } from './social-link-dialog';

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

const PANEL_TEXTS = {
  add: TEXTS.addLink,
  list: TEXTS.socialTab,
  failed: TEXTS.linksFailed,
  empty: TEXTS.noLinks,
  deleteTitle: TEXTS.deleteLinkTitle,
  deleteText: (link: SocialLink) => TEXTS.deleteLinkText(link.platform),
  deleted: TEXTS.linkDeleted,
  deleteFailed: TEXTS.linkDeleteFailed,
};

/** The Social Media tab: every link, the footer's active ones marked, with add, edit and delete. */
export function SocialLinksPanel() {
  const links = useSocialLinks();
  const remove = useDeleteSocialLink();
  return (
    <ContentPanel
      read={links}
      count={<span>{links.data ? TEXTS.linksShown(links.data.filter((link) => link.isActive).length, links.data.length) : ''}</span>}
      texts={PANEL_TEXTS}
      remove={remove}
      item={(link, buttons) => (
        <Item key={link.id} aria-label={link.platform}>
          <div className="who">
            <strong>
              {link.platform}
              <Badge $tone={link.isActive ? 'success' : 'neutral'}>{link.isActive ? TEXTS.activeBadge : TEXTS.inactiveBadge}</Badge>
            </strong>
            <a href={link.url} target="_blank" rel="noreferrer">{link.url}</a>
          </div>
          <div className="actions">
            {buttons.edit}
            {buttons.remove}
          </div>
        </Item>
      )}
      dialog={(editing, close) => <SocialLinkDialog link={editing} onClose={close} />}
    />
  );
}
