import { useEffect, useRef, useState, type ComponentProps, type ComponentType } from 'react';
import { useNearViewport } from '@plotwise/ui';
import type EnquiryForm from './enquiry-form';
import { PlainEnquiryForm, typedEnquiry, type TypedEnquiry } from './plain-enquiry-form';

/** How close the form's place must come to the screen before its code is fetched. */
const NEAR_MARGIN = '600px';

type Props = ComponentProps<typeof EnquiryForm>;

interface Enhanced {
  Form: ComponentType<Props>;
  typed: TypedEnquiry;
  /** The field the visitor was in when the Formik form took over. */
  focused: string | null;
}

/**
 * The enquiry form. The server's page carries it as a plain HTML form that
 * posts without any script; after hydration, once its place comes within
 * NEAR_MARGIN of the screen, the Formik form (checks as you type, sends
 * without leaving the page) takes its place with what was typed. Formik and
 * yup load only then, never on the home page or the listings.
 */
export function LazyEnquiryForm(props: Props) {
  const [ref, near] = useNearViewport<HTMLDivElement>(NEAR_MARGIN);
  const plain = useRef<HTMLFormElement>(null);
  const [enhanced, setEnhanced] = useState<Enhanced | null>(null);

  useEffect(() => {
    if (!near) return undefined;
    let live = true;
    // A chunk that fails to load leaves the plain form, which still posts.
    void import('./enquiry-form').then(({ EnquiryForm: Form }) => {
      if (!live) return;
      const active = document.activeElement;
      const focused = active instanceof HTMLElement && plain.current?.contains(active) ? active.getAttribute('name') : null;
      setEnhanced({ Form, typed: typedEnquiry(plain.current), focused });
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
      {enhanced ? <enhanced.Form {...props} typed={enhanced.typed} /> : <PlainEnquiryForm ref={plain} project={props.project} />}
    </div>
  );
}
