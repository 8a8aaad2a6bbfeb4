import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { canaryPercentProblem, RELEASES_TEXTS as TEXTS, type RemoteReleaseState } from '@plotwise/contracts';
import { ConfirmDialog } from '@plotwise/ui';
import { FieldFrame, Input } from '@plotwise/ui/forms';
import type { ReleaseChange } from '../api/releases';
import type { PendingChange } from './remote-releases';

const Refusal = styled.p`
  margin: 12px 0 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fef2f2;
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

interface ChangeDialogProps {
  change: PendingChange | null;
  state: RemoteReleaseState | undefined;
  busy: boolean;
  /** The API's words when it refused the change (an unmet contract, a release already live). */
  refusal: string | null;
  onConfirm: (change: ReleaseChange) => void;
  onClose: () => void;
}

/** Asks before a promote or a rollback, and for a canary's share; a refusal stays in the dialog, in the API's words. */
export function ChangeDialog({ change, state, busy, refusal, onConfirm, onClose }: ChangeDialogProps) {
  const id = useId();
  const [percent, setPercent] = useState('10');
  const [percentError, setPercentError] = useState<string | null>(null);
  useEffect(() => {
    setPercent('10');
    setPercentError(null);
  }, [change]);
  if (!change || change.action === 'canary-off') return null;

  const confirm = () => {
    if (change.action !== 'canary') return onConfirm(change);
    const share = percent.trim() === '' ? Number.NaN : Number(percent);
    const problem = canaryPercentProblem(share);
    setPercentError(problem);
    return problem ? undefined : onConfirm({ ...change, percent: share });
  };
  const live = state?.live ?? null;
  const { title, label, text } =
    change.action === 'promote'
      ? { title: TEXTS.confirmPromoteTitle, label: TEXTS.promote, text: TEXTS.confirmPromote(change.remote, live, change.version) }
      : change.action === 'rollback'
        ? { title: TEXTS.confirmRollbackTitle, label: TEXTS.rollback, text: TEXTS.confirmRollback(change.remote, live ?? '') }
        : { title: TEXTS.canaryTitle, label: TEXTS.startCanary, text: TEXTS.canaryIntro(change.remote, change.version) };

  return (
    <ConfirmDialog title={title} open confirmLabel={label} cancelLabel={TEXTS.cancel} busy={busy} onConfirm={confirm} onClose={onClose}>
      <p>{text}</p>
      {change.action === 'canary' && (
        <FieldFrame>
          <label htmlFor={id}>{TEXTS.percentLabel}</label>
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            value={percent}
            aria-invalid={percentError ? true : undefined}
            aria-describedby={percentError ? `${id}-error` : undefined}
            onChange={(event) => setPercent(event.target.value)}
          />
          {percentError && <p className="field-error" role="alert" id={`${id}-error`}>{percentError}</p>}
        </FieldFrame>
      )}
      {refusal && <Refusal role="alert">{refusal}</Refusal>}
    </ConfirmDialog>
  );
}
