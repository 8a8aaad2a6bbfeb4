import { useRef } from 'react';
import { Form, Formik } from 'formik';
import { ADMIN_OPS_TEXTS as TEXTS, SOCIAL_PLATFORMS, type SocialLink } from '@plotwise/contracts';
import { Button, Dialog, DialogActions, readableError, useFocusFirstError, useToast } from '@plotwise/ui';
import { CheckboxField, TextField } from '@plotwise/ui/forms';
import { useSaveSocialLink } from '../api/social-links';
import { socialLinkSchema, type SocialLinkValues } from '../content-schemas';

interface SocialLinkDialogProps {
  /** The link being edited, null to add one; undefined keeps the dialog closed. */
  link: SocialLink | null | undefined;
  onClose: () => void;
}

/** Add Social Link / Edit Social Link: platform and an https URL, both required, and whether the footer shows it. */
export function SocialLinkDialog({ link, onClose }: SocialLinkDialogProps) {
  const save = useSaveSocialLink();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);
  const editing = link !== null && link !== undefined;
  const initialValues: SocialLinkValues = { platform: link?.platform ?? '', url: link?.url ?? 'https://', isActive: link?.isActive ?? true };

  const submit = async (values: SocialLinkValues) => {
    try {
      await save.mutateAsync({ id: editing ? link.id : null, payload: { platform: values.platform.trim(), url: values.url.trim(), isActive: values.isActive } });
      toast({ title: editing ? TEXTS.linkUpdated : TEXTS.linkAdded, variant: 'success' });
      onClose();
    } catch (error) {
      toast({ title: TEXTS.linkSaveFailed, description: readableError(error, ''), variant: 'destructive' });
    }
  };

  return (
    <Dialog title={editing ? TEXTS.editLinkTitle : TEXTS.addLinkTitle} open={link !== undefined} onClose={onClose}>
      <Formik initialValues={initialValues} validationSchema={socialLinkSchema} onSubmit={submit} enableReinitialize>
        <Form ref={formRef} noValidate aria-label={editing ? TEXTS.editLinkTitle : TEXTS.addLinkTitle}>
          <TextField name="platform" label={TEXTS.platformLabel} suggestions={SOCIAL_PLATFORMS} />
          <TextField name="url" label={TEXTS.urlLabel} type="url" inputMode="url" />
          <CheckboxField name="isActive" label={TEXTS.activeLabel} />
          <DialogActions>
            <Button type="button" $variant="secondary" onClick={onClose}>
              {TEXTS.cancel}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? TEXTS.saving : TEXTS.save}
            </Button>
          </DialogActions>
        </Form>
      </Formik>
    </Dialog>
  );
}
