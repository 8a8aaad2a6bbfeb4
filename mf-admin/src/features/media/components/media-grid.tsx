import styled from 'styled-components';
import { MEDIA_TEXTS as TEXTS, type MediaItem } from '@plotwise/contracts';
import { Button, CITY_PLACEHOLDER_IMAGE, FallbackImage, media, PROJECT_PLACEHOLDER_IMAGE } from '@plotwise/ui';

export const MediaList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  ${media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const Tile = styled.figure`
  margin: 0;
  height: 100%;
  display: grid;
  grid-template-rows: auto 1fr auto;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  img { width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; display: block; background: ${({ theme }) => theme.colors.page}; }
  figcaption { padding: 10px 12px; display: grid; gap: 4px; }
  .caption { font-weight: 700; color: ${({ theme }) => theme.colors.ink}; overflow-wrap: anywhere; }
  .related { font-size: .9rem; color: ${({ theme }) => theme.colors.muted}; overflow-wrap: anywhere; }
  .tags { display: flex; gap: 6px; flex-wrap: wrap; }
  .tag { font-size: .75rem; font-weight: 700; padding: 1px 8px; border-radius: ${({ theme }) => theme.radius.pill}; background: ${({ theme }) => theme.colors.brandSoft}; color: ${({ theme }) => theme.colors.brandDark}; }
  .actions { display: grid; grid-template-columns: 1fr 1fr; gap: 6px; padding: 0 12px 12px; }
`;

interface MediaGridProps {
  items: MediaItem[];
  onEdit: (item: MediaItem) => void;
  onDelete: (item: MediaItem) => void;
}

/** The media grid: each picture with its caption, what it belongs to, Edit and Delete; broken pictures show a placeholder. */
export function MediaGrid({ items, onEdit, onDelete }: MediaGridProps) {
  return (
    <MediaList aria-label="Media">
      {items.map((item) => {
        const caption = item.caption || (item.url ? TEXTS.noCaption : TEXTS.noImageYet);
        return (
          <li key={item.id}>
            <Tile>
              <FallbackImage
                src={item.url}
                fallback={item.category === 'city' ? CITY_PLACEHOLDER_IMAGE : PROJECT_PLACEHOLDER_IMAGE}
                alt={item.caption || `${TEXTS.categoryLabels[item.category]} image of ${item.relatedTitle}`}
                width={300}
                height={200}
              />
              <figcaption>
                <span className="caption">{caption}</span>
                <span className="related">{item.relatedTitle}</span>
                <span className="tags">
                  <span className="tag">{TEXTS.categoryLabels[item.category]}</span>
                  {item.isDefault && item.category !== 'city' && <span className="tag">{TEXTS.defaultBadge}</span>}
                </span>
              </figcaption>
              <div className="actions">
                <Button type="button" $variant="secondary" onClick={() => onEdit(item)} aria-label={`${TEXTS.edit}: ${caption}, ${item.relatedTitle}`}>
                  {TEXTS.edit}
                </Button>
                <Button type="button" $variant="danger" onClick={() => onDelete(item)} aria-label={`${TEXTS.delete}: ${caption}, ${item.relatedTitle}`}>
                  {TEXTS.delete}
                </Button>
              </div>
            </Tile>
          </li>
        );
      })}
    </MediaList>
  );
}
