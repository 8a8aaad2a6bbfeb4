import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { subscribeToOpenDialogs, topOpenDialog } from '../primitives/dialog';
import { media } from '../theme/theme';
import { selectCurrentToast, toastDismissed, TOAST_SWIPE_THRESHOLD_PX, type ToastVariant } from './toast-slice';

const Viewport = styled.ol`
  position: fixed;
  z-index: 1000;
  top: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  width: 100%;
  margin: 0;
  padding: 16px;
  list-style: none;
  pointer-events: none;
  ${media.md} {
    top: auto;
    bottom: 0;
    max-width: 420px;
  }
`;

const accents: Record<ToastVariant, string> = { default: '#0f766e', success: '#15803d', destructive: '#b91c1c' };

const Item = styled.li<{ $variant: ToastVariant; $offset: number }>`
  pointer-events: auto;
  position: relative;
  padding: 14px 40px 14px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $variant, theme }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.surface)};
  color: ${({ $variant, theme }) => ($variant === 'destructive' ? '#fff' : theme.colors.ink)};
  border-left: 5px solid ${({ $variant }) => accents[$variant]};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  transform: translateX(${({ $offset }) => $offset}px);
  transition: ${({ $offset }) => ($offset === 0 ? 'transform .2s' : 'none')};
  touch-action: pan-y;
`;

const Title = styled.p`font-weight: 700; margin: 0;`;
const Description = styled.p`margin: 4px 0 0; font-size: .925rem;`;
// The toaster sits outside the router, so its link is a plain one.
const Action = styled.a`
  display: inline-block;
  margin-top: 8px;
  font-weight: 700;
  color: inherit;
`;
const Close = styled.button`
  position: absolute; top: 8px; right: 8px;
  border: 0; background: transparent; color: inherit; cursor: pointer;
  font-size: 1.1rem; line-height: 1; padding: 6px;
`;

/** The open dialog on top, if any (the Dialog primitive keeps the list). */
function useTopModalDialog(): HTMLElement | null {
  return useSyncExternalStore(subscribeToOpenDialogs, topOpenDialog, () => null);
}

/** Renders the one current toast; the shell mounts it once. Above an open modal dialog, inside it. */
export function Toaster() {
  const host = useTopModalDialog();
  const content = <ToastViewport />;
  return host ? createPortal(content, host) : content;
}

function ToastViewport() {
  const toast = useSelector(selectCurrentToast);
  const dispatch = useDispatch();
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    setOffset(0);
    if (!toast) return undefined;
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast, dispatch]);

  if (!toast) return <Viewport aria-live="polite" />;

  const onPointerDown = (event: PointerEvent) => { start.current = event.clientX; };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (offset > TOAST_SWIPE_THRESHOLD_PX) dispatch(toastDismissed(toast.id));
    start.current = null;
    setOffset(0);
  };

  return (
    <Viewport aria-live="polite">
      <Item
        role="status"
        data-testid="toast"
        $variant={toast.variant}
        $offset={offset}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <Title>{toast.title}</Title>
        {toast.description && <Description>{toast.description}</Description>}
        {toast.action && <Action href={toast.action.href}>{toast.action.label}</Action>}
        <Close type="button" aria-label="Close notification" onClick={() => dispatch(toastDismissed(toast.id))}>×</Close>
      </Item>
    </Viewport>
  );
}
