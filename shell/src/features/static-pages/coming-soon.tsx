import { ButtonLink, Container, Link, usePageMeta } from '@plotwise/ui';
import styled from 'styled-components';

const Wrap = styled(Container)`
  text-align: center;
  padding-top: 96px;
  padding-bottom: 96px;
`;

/** /sitemap: a placeholder that says Coming Soon (the legal pages are mf-tools' now). */
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
