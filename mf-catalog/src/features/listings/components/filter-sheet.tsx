import { useState } from 'react';
import styled from 'styled-components';
import { CATALOG_SCREEN_TEXTS } from '@plotwise/contracts';
import { Button, Dialog } from '@plotwise/ui';
import { useProjects } from '../../projects';
import { DEFAULT_LISTING_SEARCH, toProjectListQuery, type ListingSearch } from '../listing-search';
import { FilterPanel } from './filter-panel';

const Actions = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  gap: 12px;
  justify-content: space-between;
  margin-top: 16px;
  padding-top: 12px;
  background: ${({ theme }) => theme.colors.surface};
  button { flex: 1; }
`;

/** The filters a draft leaves in place: the words and the place typed are kept, the rest cleared. */
const FILTERS_CLEARED: Partial<ListingSearch> = {
  city: DEFAULT_LISTING_SEARCH.city,
  projectType: DEFAULT_LISTING_SEARCH.projectType,
  status: DEFAULT_LISTING_SEARCH.status,
  minPrice: null,
  maxPrice: null,
  minArea: null,
  maxArea: null,
};

interface FilterSheetProps {
  search: ListingSearch;
  open: boolean;
  onClose: () => void;
  onApply: (changes: Partial<ListingSearch>) => void;
}

/**
 * On a phone the filters open over the page: choices change a draft, the
 * button says how many projects the draft finds, and only Apply changes the
 * results (closing keeps them as they were).
 */
export function FilterSheet({ search, open, onClose, onApply }: FilterSheetProps) {
  // The parent remounts the sheet at each opening (a key), so the draft starts from the search on screen.
  const [draft, setDraft] = useState(search);
  const apply = () => {
    onApply({ ...draft, page: 1 });
    onClose();
  };
  return (
    <Dialog title="Filters" open={open} onClose={onClose}>
      <FilterPanel search={draft} onChange={(changes) => setDraft((current) => ({ ...current, ...changes }))} />
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => setDraft((current) => ({ ...current, ...FILTERS_CLEARED }))}>
          Clear
        </Button>
        <ApplyButton draft={draft} onApply={apply} />
      </Actions>
    </Dialog>
  );
}

/** Apply, saying how many projects the draft finds (asked for only while the sheet is open). */
function ApplyButton({ draft, onApply }: { draft: ListingSearch; onApply: () => void }) {
  const count = useProjects({ ...toProjectListQuery({ ...draft, page: 1 }), pageSize: 1 });
  const total = count.data?.total;
  let label = 'Apply';
  if (total === 0) label = 'No projects: try fewer filters';
  else if (total !== undefined) label = `Show ${CATALOG_SCREEN_TEXTS.projectCount(total).replace(/ found$/, '')}`;
  return (
    <Button type="button" onClick={onApply} aria-live="polite">
      {label}
    </Button>
  );
}
