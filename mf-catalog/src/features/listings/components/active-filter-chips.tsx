import styled from 'styled-components';
import { pillButtonStyles, pillListStyles } from '../../../components/pill-button';
import type { ActiveFilter } from '../listing-search';

const Chips = styled.ul`
  ${pillListStyles}
  /* The quiet pill action in the brand's colours, with a full 44px target. */
  button {
    ${pillButtonStyles}
    min-height: 44px;
    padding: 0 14px;
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brandDark};
    font-size: inherit;
    max-width: 100%;
    overflow-wrap: anywhere;
    text-align: left;
  }
  button:hover { background: ${({ theme }) => theme.colors.surface}; }
  span[aria-hidden] { font-size: 1.1rem; line-height: 1; }
`;

/** The filters in use as chips; each one's × removes it. */
export function ActiveFilterChips({ filters, onRemove }: { filters: ActiveFilter[]; onRemove: (filter: ActiveFilter) => void }) {
  if (filters.length === 0) return null;
  return (
    <Chips aria-label="Active filters">
      {filters.map((filter) => (
        <li key={filter.key}>
          <button type="button" aria-label={`Remove filter: ${filter.label}`} onClick={() => onRemove(filter)}>
            {filter.label} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </Chips>
  );
}
