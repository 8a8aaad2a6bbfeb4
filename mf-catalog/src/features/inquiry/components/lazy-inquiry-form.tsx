import { useEffect, useRef, useState, type ComponentProps, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useNearViewport } from '@plotwise/ui';
import type InquiryForm from './inquiry-form';
import { PlainInquiryForm, typedInquiry, type TypedInquiry } from './plain-inquiry-form';

/** How close the form's place must come to the screen before its code is fetched. */
const NEAR_MARGIN = '600px';

type Props = ComponentProps<typeof InquiryForm>;

interface Enhanced {
  Form: ComponentType<Props>;
  typed: TypedInquiry;
  /** The field the visitor was in when the Formik form took over. */
  focused: string | null;
}

/**
 * The inquiry form. The server's page carries it as a plain HTML form that
 * posts without any script; after hydration, once its place comes within
 * NEAR_MARGIN of the screen, the Formik form (checks as you type, sends
 * without leaving the page) takes its place with what was typed. Formik and
 * yup load only then, never on the home page or the listings.
 */
export function LazyInquiryForm(props: Props) {
  const [ref, near] = useNearViewport<HTMLDivElement>(NEAR_MARGIN);
  const plain = useRef<HTMLFormElement>(null);
  const [enhanced, setEnhanced] = useState<Enhanced | null>(null);

  useEffect(() => {
    if (!near) return undefined;
    let live = true;
    // A chunk that fails to load leaves the plain form, which still posts.
    void import('./inquiry-form').then(({ InquiryForm: Form }) => {
      if (!live) return;
      const active = document.activeElement;
      const focused = active instanceof HTMLElement && plain.current?.contains(active) ? active.getAttribute('name') : null;
      // Read and swapped in one task: a key pressed in between would land in the plain form and be lost.
      flushSync(() => setEnhanced({ Form, typed: typedInquiry(plain.current), focused }));
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [near]);

  useEffect(() => {
    if (!enhanced?.focused) return;
    const field = ref.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${enhanced.focused}"]`);
    field?.focus();
    try {
      // The caret goes after what was typed.
      field?.setSelectionRange(field.value.length, field.value.length);
    } catch {
      // An email box has no selection to set and keeps the browser's caret.
    }
  }, [enhanced, ref]);

  return (
    <div ref={ref}>
      {enhanced ? <enhanced.Form {...props} typed={enhanced.typed} /> : <PlainInquiryForm ref={plain} project={props.project} />}
    </div>
  );
}
