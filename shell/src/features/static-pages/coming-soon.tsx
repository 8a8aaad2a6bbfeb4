import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Container, usePageMeta } from '@plotwise/ui';

const Wrap = styled(Container)`
  text-align: center;
  padding-top: 96px;
  padding-bottom: 96px;
`;

/** /privacy, /terms and /sitemap: the spec's placeholders that say Coming Soon. */
export function ComingSoon({ title }: { title: string }) {
  usePageMeta(title);
  return (
    <Wrap>
      <h1>{title}</h1>
      <p>Coming Soon</p>
      <ButtonLink as={Link} to="/">Back to Home</ButtonLink>
    </Wrap>
  );
}
