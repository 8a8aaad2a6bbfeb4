import { useId } from 'react';
import styled from 'styled-components';
import { PROJECT_SORTS, PROJECT_SORT_LABELS, type ProjectSort } from '@plotwise/contracts';
import type { ListingView } from '../listing-search';
import { spreadRow, wrappingRow } from '../../../components/layout';

const Bar = styled.div`
  ${spreadRow('12px')}
  margin: 24px 0 16px;
`;

const Count = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
`;

const Controls = styled.div`
  ${wrappingRow('12px')}
  label { font-weight: 600; font-size: .9rem; margin-right: 6px; }
  select {
    min-height: 44px;
    padding: 0 10px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid #94a3b8;
    background: ${({ theme }) => theme.colors.surface};
    font-size: 1rem;
  }
`;

const Toggle = styled.div`
  display: inline-flex;
  border: 1px solid #94a3b8;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  button {
    min-height: 42px;
    padding: 0 14px;
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.colors.brand}; color: #fff; }
`;

interface ResultsToolbarProps {
  countText: string;
  sortBy: ProjectSort;
  view: ListingView;
  onSort: (sort: ProjectSort) => void;
  onView: (view: ListingView) => void;
}

/** The result count (announced when it changes), the sort and the grid, carousel or map view. */
export function ResultsToolbar({ countText, sortBy, view, onSort, onView }: ResultsToolbarProps) {
  const id = useId();
  return (
    <Bar>
      <Count role="status" aria-live="polite">{countText}</Count>
      <Controls>
        <div>
          <label htmlFor={`${id}-sort`}>Sort by</label>
          <select id={`${id}-sort`} value={sortBy} onChange={(event) => onSort(event.target.value as ProjectSort)}>
            {PROJECT_SORTS.map((sort) => <option key={sort} value={sort}>{PROJECT_SORT_LABELS[sort]}</option>)}
          </select>
        </div>
        <Toggle role="group" aria-label="View">
          <button type="button" aria-pressed={view === 'grid'} onClick={() => onView('grid')}>Grid</button>
          <button type="button" aria-pressed={view === 'carousel'} onClick={() => onView('carousel')}>Carousel</button>
          <button type="button" aria-pressed={view === 'map'} onClick={() => onView('map')}>Map</button>
        </Toggle>
      </Controls>
    </Bar>
  );
}
