import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { ADMIN_TABLE_TEXTS as TEXTS, REJECTION_REASON_MAX, type BulkNoun, type BulkOutcome } from '@plotwise/contracts';
import { Button, ConfirmDialog, readableError, useToast } from '@plotwise/ui';
import { TextArea } from '@plotwise/ui/forms';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.page};
  border: 1px solid ${({ theme }) => theme.colors.line};
  .count { font-weight: 700; margin-right: auto; }
  button { min-height: 40px; }
`;

const Reason = styled.label`
  display: grid;
  gap: 6px;
  margin-top: 12px;
  font-weight: 600;
`;

export interface BulkActionChoice<A extends string> {
  action: A;
  label: string;
  /** The confirmation's title, given the count in words: 'Delete 5 projects?'. */
  confirm: (what: string) => string;
  past: string;
  /** Asks one reason for every row (rejecting projects). */
  withReason?: boolean;
  /** Cannot be undone: says so in the confirmation. */
  destructive?: boolean;
}

interface BulkActionsProps<A extends string> {
  count: number;
  noun: BulkNoun;
  choices: ReadonlyArray<BulkActionChoice<A>>;
  /** Runs the action on the selection with one API call; resolves when it is done (or failed and said so). */
  onRun: (action: A, reason: string | undefined) => Promise<void>;
  onClear: () => void;
}

/**
 * What an admin can do to the selected rows, each asked once with the count
 * named ('Delete 5 projects?') before one call does it for all of them.
 */
export function BulkActions<A extends string>({ count, noun, choices, onRun, onClear }: BulkActionsProps<A>) {
  const [asking, setAsking] = useState<BulkActionChoice<A> | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  useEffect(() => setReason(''), [asking]);
  if (count === 0 && !asking) return null;

  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      await onRun(asking.action, asking.withReason ? reason.trim() || undefined : undefined);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <>
      <Bar role="group" aria-label={TEXTS.bulkActions}>
        <span className="count" aria-live="polite">{TEXTS.selected(count)}</span>
        {choices.map((choice) => (
          <Button key={choice.action} type="button" $variant={choice.destructive ? 'danger' : 'secondary'} disabled={busy || count === 0} onClick={() => setAsking(choice)}>
            {choice.label}
          </Button>
        ))}
        <Button type="button" $variant="secondary" disabled={busy} onClick={onClear}>
          {TEXTS.clearSelection}
        </Button>
      </Bar>
      <ConfirmDialog
        title={asking ? asking.confirm(TEXTS.count(count, noun)) : ''}
        open={asking !== null}
        confirmLabel={asking?.label ?? ''}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      >
        <p>{asking?.destructive ? TEXTS.deleteText : TEXTS.confirmText}</p>
        {asking?.withReason && (
          <Reason htmlFor={reasonId}>
            {TEXTS.rejectReasonLabel}
            <TextArea id={reasonId} value={reason} maxLength={REJECTION_REASON_MAX} onChange={(event) => setReason(event.target.value)} />
          </Reason>
        )}
      </ConfirmDialog>
    </>
  );
}

/** A bulk call's answer as the tables read it. */
export interface BulkAnswer {
  results: ReadonlyArray<{ outcome: BulkOutcome; message?: string }>;
  done: number;
}

/**
 * Runs a bulk call as every admin list does: once it answers, the selection
 * is cleared, the lists are read again and a toast says how many were done,
 * and honestly what was not and why ('1 not changed: Already approved', then
 * `extra` if any); a failed call says nothing changed.
 */
export function useBulkRun(noun: BulkNoun, clearSelection: () => void, refresh: () => Promise<unknown>) {
  const toast = useToast();
  return async <R extends BulkAnswer>(send: () => Promise<R>, past: string, extra?: (answer: R) => string | undefined) => {
    try {
      const answer = await send();
      clearSelection();
      await refresh();
      const left = answer.results.filter((result) => result.outcome !== 'done');
      const reasons = [...new Set(left.map((result) => result.message ?? TEXTS.notFound))].join('; ');
      const description = [left.length > 0 ? `${TEXTS.notDoneTitle(left.length)}: ${reasons}` : '', extra?.(answer) ?? ''].filter(Boolean).join(' ');
      toast({ title: TEXTS.doneTitle(answer.done, noun, past), description, variant: left.length > 0 ? 'destructive' : 'success' });
    } catch (error) {
      toast({ title: TEXTS.failed, description: readableError(error, ''), variant: 'destructive' });
    }
  };
}
