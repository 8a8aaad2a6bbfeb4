import { useEffect, useRef } from 'react';

/**
 * A ref for the heading of what replaces a form (its confirmation, its error):
 * once `shown`, the focus moves there, so a screen reader reads the news
 * rather than starting again at the top of the page.
 */
export function useFocusWhenShown<Element extends HTMLElement>(shown = true) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}
