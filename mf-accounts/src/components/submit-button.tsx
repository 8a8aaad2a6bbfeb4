import type { ComponentProps } from 'react';
import { Button } from '@plotwise/ui';

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type'> & {
  /** The form's request is running. */
  pending: boolean;
  /** What the button says meanwhile ('Signing in…'). */
  pendingLabel: string;
};

/** A form's submit button: while its request runs it is disabled and says so, so the form is not sent twice. */
export function SubmitButton({ pending, pendingLabel, disabled, children, ...rest }: SubmitButtonProps) {
  return (
    <Button type="submit" {...rest} disabled={pending || disabled}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
