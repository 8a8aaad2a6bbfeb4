import { ADMIN_OPS_TEXTS as TEXTS, SOCIAL_PLATFORMS, type SocialLink } from '@plotwise/contracts';
import { Dialog } from '@plotwise/ui';
import { CheckboxField, TextField } from '@plotwise/ui/forms';
import { useSaveSocialLink } from '../api/social-links';
import { socialLinkSchema, type SocialLinkValues } from '../content-schemas';
import { ContentForm } from './content-form';

interface SocialLinkDialogProps {
  /** The link being edited, null to add one; undefined keeps the dialog closed. */
  link: SocialLink | null | undefined;
  onClose: () => void;
}

/** Add Social Link / Edit Social Link: platform and an https URL, both required, and whether the footer shows it. */
export function SocialLinkDialog({ link, onClose }: SocialLinkDialogProps) {
  const save = useSaveSocialLink();
  const editing = link !== null && link !== undefined;
  const title = editing ? TEXTS.editLinkTitle : TEXTS.addLinkTitle;
  const initialValues: SocialLinkValues = { platform: link?.platform ?? '', url: link?.url ?? 'https://', isActive: link?.isActive ?? true };

  return (
    <Dialog title={title} open={link !== undefined} onClose={onClose}>
      <ContentForm
        label={title}
        initialValues={initialValues}
        validationSchema={socialLinkSchema}
        save={(values) => save.mutateAsync({ id: editing ? link.id : null, payload: { platform: values.platform.trim(), url: values.url.trim(), isActive: values.isActive } })}
        saving={save.isPending}
        saved={editing ? TEXTS.linkUpdated : TEXTS.linkAdded}
        failed={TEXTS.linkSaveFailed}
        onClose={onClose}
      >
        <TextField name="platform" label={TEXTS.platformLabel} suggestions={SOCIAL_PLATFORMS} />
        <TextField name="url" label={TEXTS.urlLabel} type="url" inputMode="url" />
        <CheckboxField name="isActive" label={TEXTS.activeLabel} />
      </ContentForm>
    </Dialog>
  );
}
