import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, media } from '@plotwise/ui';

const Band = styled.section`
  background: linear-gradient(135deg, #0b1f1d 0%, #0f766e 100%);
  color: #fff;
  padding: 48px 0 40px;
  ${media.md} { padding: 72px 0 56px; }
  h1 { color: #fff; margin: 0 0 12px; font-size: clamp(1.8rem, 4vw, 2.75rem); line-height: 1.15; }
  p { color: #ccfbf1; max-width: 680px; margin: 0; font-size: 1.1rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 24px;
`;

/** The dark band that opens each company page. */
export function PageHero({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <Band>
      <Container>
        <h1>{title}</h1>
        <p>{lead}</p>
        {children && <Actions>{children}</Actions>}
      </Container>
    </Band>
  );
}
