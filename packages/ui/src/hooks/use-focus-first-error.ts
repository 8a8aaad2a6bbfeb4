import { useEffect, type RefObject } from 'react';

/** How long after a submit a field may still turn invalid (validation can be asynchronous). */
const SETTLE_MS = 1500;

const FIRST_INVALID = '[aria-invalid="true"]';

/** Moves the keyboard focus to the first invalid field of a form, if it has one. */
export function focusFirstInvalid(root: ParentNode | null): boolean {
  // A field on a tab or step that is not shown cannot take the focus.
  const field = [...(root?.querySelectorAll<HTMLElement>(FIRST_INVALID) ?? [])].find((candidate) => !candidate.closest('[hidden], [inert]'));
  if (!field) return false;
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
  return true;
}

/**
 * After a submit that fails validation, the focus moves to the first invalid
 * field, so a keyboard or screen-reader user lands where the problem is. Every
 * field kit marks an invalid field with `aria-invalid="true"`; this waits for
 * the first one to appear after the submit (validation runs asynchronously),
 * and does nothing when the form is valid.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    let observer: MutationObserver | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      observer?.disconnect();
      observer = undefined;
      if (timer) clearTimeout(timer);
    };
    // Listened for on the document, so a form that renders after this hook (a dialog's) is covered.
    const onSubmit = (event: Event) => {
      const element = form.current;
      if (!element || event.target !== element) return;
      stop();
      // After the submit's validation has had its turn; if nothing is marked yet, wait for it.
      timer = setTimeout(() => {
        if (focusFirstInvalid(element)) return;
        observer = new MutationObserver(() => {
          if (focusFirstInvalid(element)) stop();
        });
        observer.observe(element, { subtree: true, attributes: true, attributeFilter: ['aria-invalid'], childList: true });
        timer = setTimeout(stop, SETTLE_MS);
      }, 0);
    };
    document.addEventListener('submit', onSubmit, true);
    return () => {
      document.removeEventListener('submit', onSubmit, true);
      stop();
    };
  }, [form]);
}
