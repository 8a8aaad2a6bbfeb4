import styled from 'styled-components';
import { COMPARE_TEXTS } from '@plotwise/contracts';
import { useToast } from '@plotwise/ui';
import { pillButtonStyles } from '../../../components/pill-button';
import { addToCompare, removeFromCompare, useCompareList } from '../compare-list';

const Toggle = styled.button`
  ${pillButtonStyles}
  &[aria-pressed='true'] { border-color: ${({ theme }) => theme.colors.brand}; background: ${({ theme }) => theme.colors.brandSoft}; color: ${({ theme }) => theme.colors.brandDark}; }
  i {
    width: 16px; height: 16px; display: inline-grid; place-items: center; font-style: normal; font-size: .75rem;
    border: 2px solid currentColor; border-radius: 4px;
  }
`;

/**
 * Puts a project on the visitor's compare list or takes it off. Before
 * hydration it shows unticked (the list lives in the browser); at the limit a
 * toast says so and the list stays as it was.
 */
export function CompareToggle({ projectId, projectTitle }: { projectId: number; projectTitle: string }) {
  const toast = useToast();
  const chosen = useCompareList().some((item) => item.id === projectId);
  const onClick = () => {
    if (chosen) {
      removeFromCompare(projectId);
      return;
    }
    if (addToCompare({ id: projectId, title: projectTitle }) === 'full') {
      toast({ title: COMPARE_TEXTS.full, description: COMPARE_TEXTS.fullHint, variant: 'destructive' });
    }
  };
  return (
    <Toggle type="button" aria-pressed={chosen} onClick={onClick} data-testid="compare-toggle">
      <i aria-hidden="true">{chosen ? '✓' : ''}</i>
      {COMPARE_TEXTS.toggle}
      <span className="visually-hidden"> {projectTitle}</span>
    </Toggle>
  );
}
