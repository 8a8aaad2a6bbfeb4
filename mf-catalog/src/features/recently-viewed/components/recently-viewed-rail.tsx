import styled from 'styled-components';
import { RECENTLY_VIEWED_TEXTS } from '@plotwise/contracts';
import { Container, FallbackImage, formatStartingPrice, Link, projectPlaceholderImage } from '@plotwise/ui';
import { projectPath } from '../../../lib/structured-data';
import { clearRecentlyViewed, type RecentlyViewedItem } from '../recently-viewed-list';

const Section = styled.section`
  padding: 24px 0;
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  h2 { margin: 0; font-size: 1.25rem; }
  button {
    min-height: 40px; padding: 0 8px; border: 0; background: none; cursor: pointer;
    font: inherit; font-weight: 600; color: ${({ theme }) => theme.colors.brandDark}; text-decoration: underline;
  }
`;

const Rail = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 8px;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(220px, 260px);
  gap: 12px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  li { scroll-snap-align: start; }
  a {
    display: grid;
    grid-template-columns: 88px minmax(0, 1fr);
    gap: 10px;
    align-items: center;
    padding: 8px;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
  }
  a:hover { border-color: ${({ theme }) => theme.colors.brand}; }
  /* The picture's own box: a <picture> draws none, so its sources would be grid cells. */
  .thumb { width: 88px; height: 59px; border-radius: ${({ theme }) => theme.radius.sm}; overflow: hidden; background: ${({ theme }) => theme.colors.brandSoft}; }
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
  strong, span { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  strong { font-size: .95rem; }
  span { font-size: .85rem; color: ${({ theme }) => theme.colors.muted}; }
  span:last-child { color: ${({ theme }) => theme.colors.brandDark}; font-weight: 600; }
`;

/** The projects this visitor opened last, newest first, as a row of small cards that scrolls sideways. */
export default function RecentlyViewedRail({ items }: { items: readonly RecentlyViewedItem[] }) {
  return (
    <Section aria-labelledby="recently-viewed-heading" data-testid="recently-viewed">
      <Container>
        <Head>
          <h2 id="recently-viewed-heading">{RECENTLY_VIEWED_TEXTS.heading}</h2>
          <button type="button" onClick={clearRecentlyViewed}>{RECENTLY_VIEWED_TEXTS.clear}</button>
        </Head>
        <Rail>
          {items.map((item) => (
            <li key={item.id}>
              <Link to={projectPath(item.id)}>
                <div className="thumb">
                  <FallbackImage
                    src={item.image || projectPlaceholderImage(item.projectType)}
                    fallback={projectPlaceholderImage(item.projectType)}
                    alt=""
                    width={88}
                    height={59}
                    sizes="88px"
                  />
                </div>
                <div>
                  <strong>{item.title}</strong>
                  <span>{item.place}</span>
                  <span>{formatStartingPrice(item.startingPrice)}</span>
                </div>
              </Link>
            </li>
          ))}
        </Rail>
      </Container>
    </Section>
  );
}
