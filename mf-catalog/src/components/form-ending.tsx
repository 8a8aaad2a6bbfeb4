import { useFormikContext } from 'formik';
import { HONEYPOT_FIELD } from '@plotwise/contracts';
import { Button, HoneypotField } from '@plotwise/ui';

/** A public Formik form's bots' trap, bound to the form's own honeypot value. */
export function FormHoneypot() {
  const { values, setFieldValue } = useFormikContext<{ [HONEYPOT_FIELD]: string }>();
  return <HoneypotField value={values[HONEYPOT_FIELD]} onChange={(value) => void setFieldValue(HONEYPOT_FIELD, value)} />;
}

interface FormEndingProps {
  /** The request is running: the button says so and cannot send twice. */
  pending: boolean;
  texts: { submit: string; sending: string };
  block?: boolean;
}

/** The end of a public form: the bots' trap, then its submit button. */
export function FormEnding({ pending, texts, block }: FormEndingProps) {
  return (
    <>
      <FormHoneypot />
      <Button type="submit" $block={block} disabled={pending}>
        {pending ? texts.sending : texts.submit}
      </Button>
    </>
  );
}
