import styled from 'styled-components';
import { newsletterBlocks } from '@plotwise/contracts';

const Box = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  padding: 16px 20px;
  h2 { margin: 0 0 12px; font-size: 1.2rem; }
  h3 { margin: 16px 0 8px; font-size: 1.05rem; }
  p { margin: 0 0 10px; overflow-wrap: anywhere; }
  ul { margin: 0 0 10px; }
`;

/** The issue as subscribers read it: the body's headings, lists and paragraphs drawn (newsletterBlocks). */
export function IssuePreview({ subject, body }: { subject: string; body: string }) {
  return (
    <Box aria-label="Preview" data-testid="newsletter-preview">
      <h2>{subject}</h2>
      {newsletterBlocks(body).map((block, index) =>
        block.kind === 'heading' ? <h3 key={index}>{block.text}</h3>
          : block.kind === 'list' ? <ul key={index}>{block.items.map((item, at) => <li key={at}>{item}</li>)}</ul>
            : <p key={index}>{block.text}</p>,
      )}
    </Box>
  );
}
