import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useSession } from '@plotwise/ui';

/** The signed-in person's details a form can ask for, and the form's names for them. */
export interface PrefillNames {
  name?: string;
  email?: string;
  phone?: string;
}

const SAME_NAMES: PrefillNames = { name: 'name', email: 'email', phone: 'phone' };

/**
 * Fills a public form's name, email and phone from the signed-in user or
 * agent, once, and only the boxes still empty and untouched. The session is
 * read in the browser (the server's page never carries it), so a cached page
 * stays anonymous. Rendered inside the form's Formik; draws nothing.
 */
export function SignedInPrefill({ names = SAME_NAMES }: { names?: PrefillNames }) {
  const { user } = useSession();
  const { values, touched, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const filledFor = useRef<number | null>(null);

  useEffect(() => {
    if (!user || filledFor.current === user.id) return;
    filledFor.current = user.id;
    const known: Array<[string | undefined, string | null]> = [
      [names.name, user.name],
      [names.email, user.email],
      [names.phone, user.phone],
    ];
    for (const [field, value] of known) {
      if (!field || !value) continue;
      const current = values[field];
      if ((current === '' || current === undefined || current === null) && !touched[field]) void setFieldValue(field, value, false);
    }
  }, [user, names, values, touched, setFieldValue]);

  return null;
}
