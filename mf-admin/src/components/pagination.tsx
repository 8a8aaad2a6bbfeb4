import styled from 'styled-components';
import { Button } from '@plotwise/ui';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  flex-wrap: wrap;
  p { margin: 0; font-weight: 600; color: ${({ theme }) => theme.colors.muted}; }
`;

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
  texts: { previous: string; next: string; pageOf: (page: number, pages: number) => string };
}

/** Previous / Next with 'Page x of y'; hidden when everything fits on one page. */
export function Pagination({ page, pageCount, onPage, label, texts }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={label}>
      <Button type="button" $variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {texts.previous}
      </Button>
      <p aria-live="polite">{texts.pageOf(page, pageCount)}</p>
      <Button type="button" $variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        {texts.next}
      </Button>
    </Nav>
  );
}
