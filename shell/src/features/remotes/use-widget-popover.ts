import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open state for a button that shows a remote widget in a panel: opening moves
 * focus into the panel; Escape closes it and gives focus back to the button;
 * with `closeOnOutsidePointer`, a press outside both closes it too (not for a
 * form someone may be filling in).
 */
export function useWidgetPopover({ closeOnOutsidePointer }: { closeOnOutsidePointer: boolean }) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

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

  return { open, toggle, close, panel, trigger };
}
