import { Link } from '../router';
import styled from 'styled-components';
import { Button } from '../primitives/button';
import { Container } from '../primitives/layout';
import { usePageMeta } from '../hooks/use-page-meta';

export const NOT_FOUND_TITLE = '404 Page Not Found';

const Wrap = styled(Container)`
  text-align: center;
  padding-top: 96px;
  padding-bottom: 96px;
`;

/** The not-found screen: shown by the shell and by any remote for a path it does not know. */
export function NotFoundScreen() {
  usePageMeta('Page not found', undefined, { status: 404, noindex: true });
  return (
    <Wrap>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Button as={Link} to="/">Back to Home</Button>
    </Wrap>
  );
}
