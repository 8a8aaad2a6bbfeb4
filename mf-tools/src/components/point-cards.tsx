import styled from 'styled-components';
import { Card } from '@plotwise/ui';

const Grid = styled.ul<{ $min: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min }) => $min}px), 1fr));
  > li { display: flex; }
`;

const Point = styled(Card)`
  flex: 1;
  padding: 20px;
  h3 { margin: 0 0 8px; font-size: 1.1rem; }
  p { margin: 0; }
`;

interface PointCardsProps {
  points: readonly { title: string; text: string }[];
  /** The narrowest a card gets before the row wraps, in px. */
  minWidth?: number;
  /** 'article' where each point stands on its own (a service offered). */
  cardAs?: 'div' | 'article';
}

/** Short points in a wrapping grid, each a card with a title and a line: why work here, what we do. */
export function PointCards({ points, minWidth = 240, cardAs = 'div' }: PointCardsProps) {
  return (
    <Grid $min={minWidth}>
      {points.map((point) => (
        <li key={point.title}><Point as={cardAs}><h3>{point.title}</h3><p>{point.text}</p></Point></li>
      ))}
    </Grid>
  );
}
