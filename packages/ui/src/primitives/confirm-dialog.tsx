import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { Dialog } from './dialog';

/** A row of dialog buttons, right-aligned on wide screens and stacked full-width on phones. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
  @media (max-width: 480px) { > * { flex: 1 1 100%; } }
`;

interface ConfirmDialogProps {
  title: string;
  open: boolean;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** Asks before something that cannot be undone; the confirm button is the dangerous one. */
export function ConfirmDialog({ title, open, confirmLabel, cancelLabel = 'Cancel', busy = false, onConfirm, onClose, children }: ConfirmDialogProps) {
  return (
    <Dialog title={title} open={open} onClose={onClose}>
      {children}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button type="button" $variant="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
