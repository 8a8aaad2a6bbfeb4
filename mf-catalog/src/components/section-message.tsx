import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div<{ $tone: 'error' | 'info' }>`
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'error' ? '#fecaca' : theme.colors.line)};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.dangerSoft : theme.colors.surface)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.text)};
  text-align: center;
  p { margin: 0; }
  p + * { margin-top: 12px; }
`;

/**
 * A failure (announced at once) or an empty result, in place of a section's
 * content. A text is one paragraph; richer content (paragraphs, a list) is
 * given as it is.
 */
export function SectionMessage({ tone, children, action }: { tone: 'error' | 'info'; children: ReactNode; action?: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {typeof children === 'string' ? <p>{children}</p> : children}
      {action}
    </Box>
  );
}
