import styled from 'styled-components';
import { Card, Container, media } from '@plotwise/ui';

/** A page's body below its title or hero, with room above and below. */
export const PageBody = styled(Container)`
  padding-top: 40px;
  padding-bottom: 40px;
`;

/** Two columns side by side from the large breakpoint up (`$columns`), stacked below it. */
export const Columns = styled.div<{ $columns: string }>`
  display: grid;
  gap: 24px;
  grid-template-columns: 1fr;
  ${media.lg} { grid-template-columns: ${({ $columns }) => $columns}; }
`;

/** A card whose blocks stack with even gaps; a page tightens `gap` where its blocks belong together. */
export const Panel = styled(Card)`
  padding: 24px;
  display: grid;
  gap: 24px;
  align-content: start;
`;
