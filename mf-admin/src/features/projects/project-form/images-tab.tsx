import { useFormikContext } from 'formik';
import { HUB_FORM_TEXTS as TEXTS } from '@plotwise/contracts';
import { ImageRowsEditor, type ImageRow } from '../../../components/image-rows-editor';
import { imageCaptionErrors, type ProjectFormValues } from './form-values';

/** The Images tab: rows with url, caption and default; a file upload per row. */
export function ImagesTab({ onUploaded }: { onUploaded: (rows: ImageRow[]) => void }) {
  const { values, errors, setFieldValue } = useFormikContext<ProjectFormValues>();
  // Named per row once the form has refused a save for them.
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0 }}>{TEXTS.imagesHint}</p>
      {values.images.length === 0 && <p style={{ margin: 0, fontWeight: 600 }}>{TEXTS.noImagesYet}</p>}
      <ImageRowsEditor
        rows={values.images}
        onChange={(rows) => void setFieldValue('images', rows)}
        onUploaded={onUploaded}
        label={TEXTS.tabs.images}
        errors={errors.images ? imageCaptionErrors(values.images) : undefined}
      />
    </div>
  );
}
