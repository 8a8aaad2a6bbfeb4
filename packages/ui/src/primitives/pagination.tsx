import styled from 'styled-components';
import { secondaryButtonStyles } from './button';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-top: 24px;
  flex-wrap: wrap;
  button {
    ${secondaryButtonStyles}
    min-width: 44px;
    padding: 0 16px;
  }
  span { color: ${({ theme }) => theme.colors.muted}; font-weight: 600; }
`;

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The landmark's name, e.g. 'Users pages'. */
  label: string;
  previousLabel?: string;
  nextLabel?: string;
}

/** Previous / 'Page 2 of 5' / Next under a paged list; nothing when everything fits on one page. */
export function Pagination({ page, pageSize, total, onPageChange, label, previousLabel = 'Previous', nextLabel = 'Next' }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <Nav aria-label={label}>
      <button type="button" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        {previousLabel}
      </button>
      <span aria-live="polite">{`Page ${Math.min(page, pages)} of ${pages}`}</span>
      <button type="button" onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
        {nextLabel}
      </button>
    </Nav>
  );
}
