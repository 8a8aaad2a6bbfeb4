import styled from 'styled-components';
import { Card, Container, Link, media, VERIFICATION } from '@plotwise/ui';
import { BelowFoldSection } from '../../../components/below-fold-section';

const POINTS: readonly { title: string; text: string; more?: { to: string; label: string } }[] = [
  {
    title: 'Smart Search',
    text: 'Filter by city, locality, project type, budget and status to reach the right plot in a few taps.',
  },
  {
    title: 'Verified Listings',
    text: VERIFICATION.promise,
    more: { to: VERIFICATION.explainedAt, label: 'What we check' },
  },
  {
    title: 'Market Insights',
    text: 'Price ranges and popular localities computed from live listings in every city we cover.',
  },
];

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  ${media.md} { grid-template-columns: repeat(3, 1fr); }
`;

const Point = styled(Card)`
  padding: 24px;
  h3 { margin-bottom: 8px; }
  p { margin: 0; }
`;

export function ApproachSection() {
  return (
    <BelowFoldSection aria-labelledby="approach-heading">
      <Container>
        <h2 id="approach-heading">Our approach</h2>
        <Grid>
          {POINTS.map((point) => (
            <Point key={point.title}>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
              {point.more && <p><Link to={point.more.to}>{point.more.label}</Link></p>}
            </Point>
          ))}
        </Grid>
      </Container>
    </BelowFoldSection>
  );
}
