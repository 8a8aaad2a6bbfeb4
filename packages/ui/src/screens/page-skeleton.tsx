import styled from 'styled-components';
import { Container } from '../primitives/layout';
import { Skeleton } from '../primitives/skeleton';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  margin-top: 24px;
`;

/** What a route shows while its remote or data loads. */
export function PageSkeleton() {
  return (
    <Container role="status" aria-busy="true" aria-label="Loading" style={{ paddingTop: 32, paddingBottom: 32 }}>
      <Skeleton $height="36px" $width="40%" />
      <Grid>
        {Array.from({ length: 3 }, (_, index) => <Skeleton key={index} $height="220px" />)}
      </Grid>
    </Container>
  );
}
