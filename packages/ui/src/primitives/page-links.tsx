import { Link } from '../router';
import styled from 'styled-components';
import { secondaryButtonStyles } from './button';

const Nav = styled.nav`
  margin-top: 32px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 6px;
  }
  a, span {
    ${secondaryButtonStyles}
    min-width: 44px;
    padding: 0 12px;
  }
  a[aria-current='page'] { background: ${({ theme }) => theme.colors.brand}; border-color: ${({ theme }) => theme.colors.brand}; color: #fff; }
  span { border-color: transparent; background: transparent; }
`;

/** Page numbers to show: the first, the last and two either side of the current one, with gaps as null. */
export function pageWindow(current: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= pageCount; page += 1) {
    if (page === 1 || page === pageCount || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

interface PageLinksProps {
  page: number;
  pageCount: number;
  /** The link of a page: real hrefs, so crawlers and new tabs follow them. */
  hrefFor: (page: number) => string;
  label?: string;
}

/**
 * Numbered page links under a public list (listings, a city, the blog): real
 * hrefs, so crawlers and new tabs follow them, unlike Pagination's buttons for
 * the admin lists, whose pages live only in the screen's state.
 */
export function PageLinks({ page, pageCount, hrefFor, label = 'Pages' }: PageLinksProps) {
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={label}>
      <ul>
        {page > 1 && <li><Link to={hrefFor(page - 1)} rel="prev">‹ Previous</Link></li>}
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === null ? (
            <li key={`gap-${index}`}><span aria-hidden="true">…</span></li>
          ) : (
            <li key={entry}>
              <Link to={hrefFor(entry)} aria-current={entry === page ? 'page' : undefined} aria-label={`Page ${entry}`}>{entry}</Link>
            </li>
          ),
        )}
        {page < pageCount && <li><Link to={hrefFor(page + 1)} rel="next">Next ›</Link></li>}
      </ul>
    </Nav>
  );
}
