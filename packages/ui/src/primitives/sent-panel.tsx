import { useId } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { useFocusWhenShown } from './use-focus-when-shown';

const Panel = styled.section`
  display: grid;
  gap: 12px;
  justify-items: start;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0; font-size: 1.2rem; }
  p { margin: 0; }
`;

interface SentPanelProps {
  title: string;
  description: string;
  /** The way back to an empty form ("Send another message"). */
  againLabel: string;
  onAgain: () => void;
}

/**
 * What a form becomes once it was sent: the news stays on screen (a toast
 * vanishes), the focus moves to it so a screen reader reads it, and one
 * button brings the empty form back.
 */
export function SentPanel({ title, description, againLabel, onAgain }: SentPanelProps) {
  const heading = useFocusWhenShown<HTMLHeadingElement>();
  // Two forms on a page (the inquiry card and a dialog's) may both have been sent.
  const titleId = useId();
  return (
    <Panel role="status" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>{title}</h2>
      <p>{description}</p>
      <Button type="button" $variant="secondary" onClick={onAgain}>{againLabel}</Button>
    </Panel>
  );
}
