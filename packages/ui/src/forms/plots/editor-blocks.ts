import styled from 'styled-components';

/** The plot editors' blocks: the inventory editor and the layout placer inside it look alike. */

/** An editor's panel: heading, hints and controls stacked, without their own margins. */
export const EditorSection = styled.section<{ $gap: number }>`
  display: grid;
  gap: ${({ $gap }) => `${$gap}px`};
  h3, h4 { margin: 0; }
  p { margin: 0; }
`;

/** A row of an editor's controls that wraps on a narrow screen. */
export const EditorControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

/** A hint or an empty state under an editor's heading. */
export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: .9rem;
`;
