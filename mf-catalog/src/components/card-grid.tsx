import styled from 'styled-components';
import { Card } from '@plotwise/ui';

/** The catalogue's card grid: one column on phones, up to three on wide screens. */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: 1fr;
  @media (min-width: 640px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  @media (min-width: 1024px) { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  > li { display: flex; min-width: 0; }
  > li > * { flex: 1; min-width: 0; }
`;

/** The catalogue's card (a project, a post): an article as tall as its grid row or carousel slot, its picture clipped to the corners; its title's link may stretch over it. */
export const CatalogCard = styled(Card).attrs({ as: 'article' })`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
`;
