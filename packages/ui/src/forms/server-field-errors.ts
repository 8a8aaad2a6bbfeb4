import { ApiError, focusFirstInvalid } from '@plotwise/ui';

/** The Formik helpers the mapping needs (both `useFormik`'s bag and `onSubmit`'s helpers have them). */
interface FieldErrorTarget {
  setFieldTouched: (field: string, touched?: boolean, shouldValidate?: boolean) => unknown;
  setFieldError: (field: string, message: string | undefined) => void;
}

/** The API's names for a form's fields: the shared names, or a map where they differ (`{ phone: 'mobile' }`). */
export type ServerFieldNames = readonly string[] | Readonly<Record<string, string>>;

export interface ServerFieldError {
  /** The form's name for the field. */
  field: string;
  message: string;
}

/**
 * The API's refusal of one of the form's fields: a 400 or 422 naming it first
 * under `validation.keys` (its message is about that field). Null for any other
 * failure, which the caller reports its own way.
 */
export function serverFieldError(error: unknown, fields: ServerFieldNames): ServerFieldError | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 422) || !error.serverMessage) return null;
  const names: Record<string, string> = Array.isArray(fields) ? Object.fromEntries(fields.map((name) => [name, name])) : { ...(fields as Record<string, string>) };
  const key = error.fields[0];
  const field = key === undefined ? undefined : names[key];
  if (key === undefined || field === undefined) return null;
  // The API prefixes a message that does not name its field ('email: Invalid email'); under the field that is said already.
  const message = error.serverMessage.startsWith(`${key}: `) ? error.serverMessage.slice(key.length + 2) : error.serverMessage;
  return { field, message };
}

/**
 * Puts the API's refusal of a field under that field, as the form's own checks
 * do, and moves the focus there (within `root`). Answers whether it did, so the
 * caller falls back to its toast for any other failure.
 */
export function showServerFieldErrors(error: unknown, form: FieldErrorTarget, fields: ServerFieldNames, root?: ParentNode | null): boolean {
  const refusal = serverFieldError(error, fields);
  if (!refusal) return false;
  void form.setFieldTouched(refusal.field, true, false);
  form.setFieldError(refusal.field, refusal.message);
  if (root) setTimeout(() => focusFirstInvalid(root), 0);
  return true;
}
