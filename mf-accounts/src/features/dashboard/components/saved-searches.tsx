import styled from 'styled-components';
import { SAVED_SEARCH_TEXTS as TEXTS } from '@plotwise/contracts';
import { Button, Card, formatDateIN, Link, Skeleton, useToast } from '@plotwise/ui';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches';

const Panel = styled(Card)`
  padding: 20px;
  display: grid;
  gap: 12px;
  h2 { margin: 0; font-size: 1.15rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
  li { padding: 12px; border: 1px solid ${({ theme }) => theme.colors.line}; border-radius: ${({ theme }) => theme.radius.md}; display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: space-between; }
  .meta { color: ${({ theme }) => theme.colors.muted}; font-size: .9rem; margin: 0; }
  p { margin: 0; }
`;

/** The dashboard's list of saved searches: each opens the listings it names, and can be deleted. */
export function SavedSearches() {
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const toast = useToast();
  const onDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: TEXTS.deleted }),
      onError: () => toast({ title: TEXTS.deleteFailed, variant: 'destructive' }),
    });
  return (
    <Panel as="section" aria-labelledby="saved-searches-heading" data-testid="saved-searches">
      <h2 id="saved-searches-heading">{TEXTS.listTitle}</h2>
      {searches.isPending && <Skeleton style={{ height: 48 }} />}
      {searches.isError && <p role="alert">{TEXTS.listFailed}</p>}
      {searches.data && searches.data.items.length === 0 && <p>{TEXTS.listEmpty}</p>}
      {searches.data && searches.data.items.length > 0 && (
        <ul>
          {searches.data.items.map((search) => (
            <li key={search.id}>
              <div>
                <strong><Link to={`/listings?${new URLSearchParams(search.filters).toString()}`}>{search.label}</Link></strong>
                <p className="meta">{TEXTS.dailyDigest} · {formatDateIN(search.createdAt)}</p>
              </div>
              <Button type="button" $variant="secondary" disabled={remove.isPending} onClick={() => onDelete(search.id)} aria-label={`${TEXTS.delete}: ${search.label}`}>
                {TEXTS.delete}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
