import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type FormEvent } from 'react';
import { useFocusFirstError } from '../use-focus-first-error';

/** A form whose validation answers a little later, as formik's does. */
function Form({ onValid }: { onValid: () => void }) {
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstError(ref);
  const [values, setValues] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<Record<string, boolean>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void Promise.resolve().then(() => {
      const next = { name: values.name === '', email: !values.email.includes('@') };
      setErrors(next);
      if (!next.name && !next.email) onValid();
    });
  };
  return (
    <form ref={ref} onSubmit={submit} noValidate>
      <label>
        Name
        <input value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} aria-invalid={errors.name ? 'true' : undefined} />
      </label>
      <label>
        Email
        <input value={values.email} onChange={(event) => setValues({ ...values, email: event.target.value })} aria-invalid={errors.email ? 'true' : undefined} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFocusFirstError', () => {
  it('moves the focus to the first invalid field after a failed submit', async () => {
    render(<Form onValid={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });

  it('leaves the focus alone when the form is valid', async () => {
    const valid = jest.fn();
    render(<Form onValid={valid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(valid).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });
});
