import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

/** The floating panel the popover opens; each button places it. Focus moves into it, so it shows no outline of its own. */
export const WidgetPanel = styled.section`
  position: fixed;
  width: min(360px, calc(100vw - 32px));
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  padding: 16px;
  &:focus { outline: none; }
`;

interface WidgetPopoverOptions {
  /** The id of the panel the button controls while it is open. */
  panelId: string;
  /** Starts loading the widget: on hover and focus as a preload, and on the click that opens it. */
  load: () => void;
  closeOnOutsidePointer: boolean;
}

/**
 * Open state for a button that shows a remote widget in a panel: opening moves
 * focus into the panel; Escape closes it and gives focus back to the button;
 * with `closeOnOutsidePointer`, a press outside both closes it too (not for a
 * form someone may be filling in). `triggerProps` go on the button.
 */
export function useWidgetPopover({ panelId, load, closeOnOutsidePointer }: WidgetPopoverOptions) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    if (closeOnOutsidePointer) document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, closeOnOutsidePointer]);

  const triggerProps = {
    ref: trigger,
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
    onMouseEnter: load,
    onFocus: load,
    onClick: () => {
      load();
      setOpen((value) => !value);
    },
  };
  return { open, close, panel, triggerProps };
}
