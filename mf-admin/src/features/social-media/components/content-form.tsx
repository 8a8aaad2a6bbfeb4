import { useRef, type ReactNode } from 'react';
import { Form, Formik, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { ADMIN_OPS_TEXTS as TEXTS } from '@plotwise/contracts';
import { Button, DialogActions, readableError, useFocusFirstError, useToast } from '@plotwise/ui';

interface ContentFormProps<V extends FormikValues> {
  /** The form's accessible name: the dialog's title. */
  label: string;
  initialValues: V;
  validationSchema: AnyObjectSchema;
  /** Sends the values; once it resolves the form says `saved` and closes, a refusal says `failed` with the server's reason. */
  save: (values: V) => Promise<unknown>;
  saving: boolean;
  saved: string;
  failed: string;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
}

/** The form of an add/edit dialog of Social Media & Blog: its fields, Cancel and Save, and the save's toast. */
export function ContentForm<V extends FormikValues>({ label, initialValues, validationSchema, save, saving, saved, failed, onClose, children }: ContentFormProps<V>) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);

  const submit = async (values: V) => {
    try {
      await save(values);
      toast({ title: saved, variant: 'success' });
      onClose();
    } catch (error) {
      toast({ title: failed, description: readableError(error, ''), variant: 'destructive' });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit} enableReinitialize>
      <Form ref={formRef} noValidate aria-label={label}>
        {children}
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? TEXTS.saving : TEXTS.save}
          </Button>
        </DialogActions>
      </Form>
    </Formik>
  );
}
