import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ADMIN_OPS_TEXTS } from '@plotwise/contracts';
import { Button, Dialog } from '@plotwise/ui';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 20px;
`;

interface ConfirmDialogProps {
  title: string;
  open: boolean;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** Asks before something that cannot be undone; the confirm button is the dangerous one. */
export function ConfirmDialog({ title, open, confirmLabel, busy = false, onConfirm, onClose, children }: ConfirmDialogProps) {
  return (
    <Dialog title={title} open={open} onClose={onClose}>
      {children}
      <Actions>
        <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
          {ADMIN_OPS_TEXTS.cancel}
        </Button>
        <Button type="button" $variant="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </Actions>
    </Dialog>
  );
}

export { Actions as DialogActions };
