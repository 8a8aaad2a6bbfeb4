import { ConfirmDialog } from '@plotwise/ui';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { ADMIN_OPS_TEXTS as TEXTS, REJECTION_REASON_MAX, type ApprovalItem } from '@plotwise/contracts';

const Reason = styled.div`
  display: grid;
  gap: 6px;
  margin-top: 12px;
  label { font-weight: 600; color: ${({ theme }) => theme.colors.ink}; }
  textarea {
    min-height: 96px;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.line};
    font-size: 1rem;
    resize: vertical;
  }
`;

interface RejectDialogProps {
  item: ApprovalItem | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Confirms a rejection: a project may carry a reason its agent reads; an agent is told what rejection means. */
export function RejectDialog({ item, busy, onConfirm, onClose }: RejectDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  useEffect(() => setReason(''), [item]);
  const title = item ? (item.type === 'agent' ? item.name : item.title) : '';
  return (
    <ConfirmDialog
      title={TEXTS.rejectDialogTitle(title)}
      open={item !== null}
      confirmLabel={TEXTS.confirmReject}
      busy={busy}
      onConfirm={() => onConfirm(reason.trim())}
      onClose={onClose}
    >
      {item?.type === 'agent' ? (
        <p>{TEXTS.rejectAgentText(item.name)}</p>
      ) : (
        <Reason>
          <label htmlFor={id}>{TEXTS.rejectReasonLabel}</label>
          <textarea id={id} value={reason} maxLength={REJECTION_REASON_MAX} onChange={(event) => setReason(event.target.value)} />
        </Reason>
      )}
    </ConfirmDialog>
  );
}
