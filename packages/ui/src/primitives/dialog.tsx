import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.dialog<{ $wide?: boolean }>`
  width: min(${({ $wide }) => ($wide ? '960px' : '520px')}, calc(100vw - 24px));
  max-height: calc(100vh - 24px);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &::backdrop { background: rgba(15, 23, 42, .55); }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: start;
  gap: 12px;
  padding: 18px 20px 0;
  h2 { font-size: 1.2rem; margin: 0; }
  button {
    border: 0;
    background: none;
    font-size: 1.5rem;
    line-height: 1;
    width: 44px;
    height: 44px;
    margin: -10px -10px 0 0;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Body = styled.div`
  padding: 16px 20px 20px;
`;

interface DialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** A wide dialog for forms with many fields (the admin hub's project form). */
  wide?: boolean;
}

/**
 * The open dialogs, in the order they opened: a toast shows inside the one on
 * top (a modal <dialog> sits above everything else and makes the rest of the
 * page inert). Dialogs register themselves, so nothing watches the page.
 */
const openDialogs: HTMLElement[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function subscribeToOpenDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const topOpenDialog = (): HTMLElement | null => openDialogs.at(-1) ?? null;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the
 * last: a modal <dialog> makes the page inert, but the browser would still let
 * the focus leave for its own toolbar.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null || element === document.activeElement);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** A modal on the native <dialog>: focus stays inside, Escape closes it, focus returns after. */
export function Dialog({ title, open, onClose, children, wide = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    if (!open) return undefined;
    openDialogs.push(dialog);
    notify();
    // Closed or unmounted: off the list.
    return () => {
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      notify();
    };
  }, [open]);
  return (
    <Box ref={ref} $wide={wide} aria-label={title} onClose={onClose} onCancel={onClose} onKeyDown={keepFocusInside}>
      {open && (
        <>
          <Head>
            <h2>{title}</h2>
            <button type="button" aria-label="Close" onClick={onClose}>×</button>
          </Head>
          <Body>{children}</Body>
        </>
      )}
    </Box>
  );
}
