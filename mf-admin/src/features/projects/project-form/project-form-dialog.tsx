import { Formik, type FormikErrors, type FormikHelpers, type FormikProps } from 'formik';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { HUB_FORM_TEXTS as TEXTS, type AdminProject } from '@plotwise/contracts';
import { ApiError, Button, Dialog, DialogActions, focusFirstInvalid, readableError, Tabs, useFocusFirstError, useToast } from '@plotwise/ui';
import { DueDiligenceEditor, PlotInventoryEditor, showServerFieldErrors } from '@plotwise/ui/forms';
import type { ImageRow } from '../../../components/image-rows-editor';
import { createProject, updateProject, useInvalidateProjectReads } from '../api/admin-projects';
import { DetailsTab } from './details-tab';
import type { FormState } from './form-state';
import { REQUIRED_TEXT_FIELDS, emptyProjectValues, projectFormSchema, toProjectPayload, valuesFromProject, type ProjectFormValues } from './form-values';
import { ImagesTab } from './images-tab';
import { LocationTab } from './location-tab';

type TabKey = 'details' | 'images' | 'location';

const Form = styled.form`
  display: grid;
  gap: 8px;
`;

/** Every field with an error is marked touched, so its message shows after a failed submit. */
function touchedFrom(errors: FormikErrors<ProjectFormValues>): Record<string, boolean> {
  return Object.fromEntries(Object.keys(errors).map((key) => [key, true]));
}

/**
 * The Add New Project / Edit Project dialog, with the tabs Project Details,
 * Images and Location. Loaded on demand (formik and yup stay off the other pages).
 */
export default function ProjectFormDialog({ state, onClose }: { state: Exclude<FormState, null>; onClose: () => void }) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);
  const invalidate = useInvalidateProjectReads();
  const [tab, setTab] = useState<TabKey>('details');
  const editing: AdminProject | null = state.mode === 'edit' ? state.project : null;
  // The version the next update names; an automatic save after an image upload moves it on.
  const version = useRef(editing?.version ?? 0);
  const [initialValues] = useState(() => (editing ? valuesFromProject(editing) : emptyProjectValues()));

  const failed = (error: unknown) => {
    const statusText = error instanceof ApiError ? String(error.status) : 'network error';
    console.error(editing ? TEXTS.updateFailedThrown(statusText) : TEXTS.createFailedThrown(statusText), error);
    const conflict = error instanceof ApiError && error.status === 409;
    const reason = readableError(error, '');
    toast({
      title: editing ? TEXTS.updateFailed : TEXTS.createFailed,
      description: conflict ? reason || TEXTS.conflict : reason ? `${TEXTS.saveFailedDescription} ${reason}` : TEXTS.saveFailedDescription,
      variant: 'destructive',
    });
  };

  const submit = async (values: ProjectFormValues, helpers: FormikHelpers<ProjectFormValues>) => {
    const payload = toProjectPayload(values);
    try {
      if (editing) {
        await updateProject(editing.id, { ...payload, approvalStatus: values.approvalStatus, version: version.current });
        toast({ title: TEXTS.updated, description: TEXTS.updatedDescription, variant: 'success' });
      } else {
        await createProject(payload);
        toast({ title: TEXTS.created, description: TEXTS.createdDescription, variant: 'success' });
      }
      onClose();
      await invalidate();
    } catch (error) {
      // The field the API refused shows its message too, on the tab that holds it.
      if (showServerFieldErrors(error, helpers, Object.keys(initialValues))) {
        const field = error instanceof ApiError ? error.fields[0] : undefined;
        setTab(field === 'images' ? 'images' : field === 'latitude' || field === 'longitude' ? 'location' : 'details');
        requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      }
      failed(error);
      helpers.setSubmitting(false);
    }
  };

  /** After an image upload while editing, the project is saved and the list refetched; a failure is only logged. */
  const autoSave = (form: FormikProps<ProjectFormValues>) => async (rows: ImageRow[]) => {
    if (!editing) return;
    try {
      const saved = await updateProject(editing.id, { ...toProjectPayload({ ...form.values, images: rows }), approvalStatus: form.values.approvalStatus, version: version.current });
      version.current = saved.project.version;
      await invalidate();
    } catch (error) {
      console.warn('The project was not saved after the image upload:', error);
    }
  };

  const trySubmit = async (form: FormikProps<ProjectFormValues>) => {
    const errors = await form.validateForm();
    if (Object.keys(errors).length > 0) {
      await form.setTouched(touchedFrom(errors), false);
      // Only the images' problems: show them where they are.
      setTab(Object.keys(errors).every((field) => field === 'images') ? 'images' : 'details');
      const requiredMissing = REQUIRED_TEXT_FIELDS.some((field) => !form.values[field].trim());
      toast({ title: TEXTS.missingRequired, description: requiredMissing ? TEXTS.missingRequiredDescription : Object.values(errors).map(String)[0], variant: 'destructive' });
      return;
    }
    await form.submitForm();
  };

  return (
    <Dialog title={editing ? TEXTS.editTitle : TEXTS.createTitle} open onClose={onClose} wide>
      <Formik initialValues={initialValues} validationSchema={projectFormSchema} onSubmit={submit} validateOnBlur validateOnChange={false}>
        {(form) => (
          <Form
            ref={formRef}
            noValidate
            aria-label={editing ? TEXTS.editTitle : TEXTS.createTitle}
            onSubmit={(event) => {
              event.preventDefault();
              void trySubmit(form);
            }}
          >
            <Tabs
              label="Project form"
              selected={tab}
              onSelect={setTab}
              tabs={[
                { key: 'details', label: TEXTS.tabs.details, content: <DetailsTab /> },
                { key: 'images', label: TEXTS.tabs.images, content: <ImagesTab onUploaded={(rows) => void autoSave(form)(rows)} /> },
                { key: 'location', label: TEXTS.tabs.location, content: <LocationTab onBackToDetails={() => setTab('details')} /> },
              ]}
            />
            <DialogActions>
              <Button type="button" $variant="secondary" onClick={onClose}>
                {TEXTS.cancel}
              </Button>
              <Button type="submit" disabled={form.isSubmitting}>
                {form.isSubmitting ? TEXTS.saving : editing ? TEXTS.update : TEXTS.create}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
      {/* Outside the project's form: each saves on its own, and forms do not nest. */}
      {editing && <PlotInventoryEditor projectId={editing.id} layoutImage={editing.layoutMapUrl} />}
      {editing && <DueDiligenceEditor projectId={editing.id} />}
    </Dialog>
  );
}
