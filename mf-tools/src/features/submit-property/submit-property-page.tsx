import { FormikProvider, useFormik, useField } from 'formik';
import { useRef, useState } from 'react';
import { ApiError, Button, Card, Container, HoneypotField, honeypotOf, Link, media, UploadProgress, uploadFile, useFocusFirstError, usePageMeta, useToast } from '@plotwise/ui';
import styled from 'styled-components';
import { AREA_UNITS, type AreaUnit, type Facing, FACINGS, PROJECT_TYPE_LABELS, ROAD_WIDTH_UNITS, type RoadWidthUnit, SUBMIT_PROPERTY_TEXTS as TEXTS, PROJECT_TYPES } from '@plotwise/contracts';
import { FieldGrid, MoneyField, SelectField, projectTextsOf, showServerFieldErrors, SignedInPrefill, TextField } from '@plotwise/ui/forms';
import { useSubmitPlot } from './api/submit-plot';
import { ImagePicker, type ChosenImage } from './components/image-picker';
import { SubmissionConfirmation } from './components/submission-confirmation';
import { EMPTY_SUBMISSION, submitPropertySchema, type SubmitPropertyValues } from './submit-property-schema';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const Page = styled(Container)`
  padding-top: 32px;
  padding-bottom: 48px;
  display: grid;
  gap: 24px;
  grid-template-columns: 1fr;
  ${media.lg} { grid-template-columns: 2fr 1fr; align-items: start; }
  h1 { margin: 0 0 8px; }
`;

const Section = styled(Card).attrs({ as: 'fieldset' })`
  padding: 20px;
  margin: 0;
  display: grid;
  gap: 16px;
  min-width: 0;
  legend { float: left; width: 100%; padding: 0; font-weight: 700; font-size: 1.15rem; color: ${({ theme }) => theme.colors.ink}; }
`;

const Aside = styled(Card)`
  padding: 20px;
  display: grid;
  gap: 10px;
  h2 { margin: 0; font-size: 1.1rem; }
  ul { margin: 0; padding-left: 20px; display: grid; gap: 6px; }
  ${media.lg} { position: sticky; top: 88px; }
`;

const Agree = styled.div`
  display: grid;
  gap: 6px;
  /* The whole line is the tap target (at least 44 px high), the box itself 24 px. */
  label { display: flex; gap: 12px; align-items: center; min-height: 44px; padding: 4px 0; font-weight: 500; cursor: pointer; }
  input { flex: none; width: 24px; height: 24px; margin: 0; accent-color: ${({ theme }) => theme.colors.brand}; }
  a { color: ${({ theme }) => theme.colors.brand}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.danger}; font-size: .9rem; }
`;

function AgreeField() {
  const [field, meta] = useField({ name: 'agree', type: 'checkbox' });
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <Agree>
      <label htmlFor="field-agree">
        <input id="field-agree" type="checkbox" {...field} aria-invalid={invalid} aria-describedby={invalid ? 'field-agree-error' : undefined} />
        <span>I confirm these details are true and I agree to the <Link to="/listing-terms">listing terms</Link>. *</span>
      </label>
      {invalid && <p role="alert" id="field-agree-error">{meta.error}</p>}
    </Agree>
  );
}

/** Which text names a failure: the submitter's own details, the listing, or the network. */
function failureToast(error: unknown): { title: string; description?: string } {
  if (!(error instanceof ApiError)) return { title: TEXTS.somethingWrong };
  const reason = error.serverMessage ?? TEXTS.somethingWrong;
  const aboutSubmitter = /^(name|contactEmail|contactPhone)\b/.test(reason) || [TEXTS.nameMin, TEXTS.emailInvalid, TEXTS.phoneInvalid].some((text) => reason.includes(text));
  return { title: aboutSubmitter ? TEXTS.userFailed : TEXTS.createFailed, description: reason };
}

export function SubmitPropertyPage() {
  usePageMeta('Submit Your Plot', 'List your plot on Plotwise for free: add details and photos; our team verifies it before it goes live.');
  const toast = useToast();
  const submitPlot = useSubmitPlot();
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [honeypot, setHoneypot] = useState('');
  /** The stored submission, once sent: the page then shows its confirmation. */
  const [submitted, setSubmitted] = useState<{ id: number; email: string; phone: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);

  /** Uploads what is not uploaded yet, one by one, reporting overall progress. */
  const uploadImages = async (): Promise<string[]> => {
    const urls: string[] = [];
    const total = images.length;
    for (const [index, image] of images.entries()) {
      if (!image.uploadedUrl) {
        const stored = await uploadFile('image', image.file, (fraction) => setProgress((index + fraction) / total));
        image.uploadedUrl = stored.url;
      }
      urls.push(image.uploadedUrl);
      setProgress((index + 1) / total);
    }
    return urls;
  };

  const formik = useFormik<SubmitPropertyValues>({
    initialValues: EMPTY_SUBMISSION,
    validationSchema: submitPropertySchema,
    onSubmit: async (values, helpers) => {
      try {
        setProgress(images.length > 0 ? 0 : null);
        const imageUrls = await uploadImages();
        const { id } = await submitPlot.mutateAsync({
          ...projectTextsOf(values, { trim: true }),
          totalArea: Number(values.totalArea),
          areaUnit: values.areaUnit,
          startingPrice: Number(values.startingPrice),
          projectType: values.projectType as (typeof PROJECT_TYPES)[number],
          name: values.name.trim(),
          contactEmail: values.contactEmail.trim(),
          contactPhone: values.contactPhone.trim(),
          ...(values.roadWidth !== '' && { roadWidth: Number(values.roadWidth), roadWidthUnit: values.roadWidthUnit }),
          ...(values.facing && { facing: values.facing }),
          ...(values.possessionTimeline.trim() && { possessionTimeline: values.possessionTimeline.trim() }),
          ...(values.reraNumber.trim() && { reraNumber: values.reraNumber.trim() }),
          agree: true,
          images: imageUrls,
          ...honeypotOf(honeypot),
        });
        toast({ title: TEXTS.successTitle, description: TEXTS.success, variant: 'success' });
        // A confirmation with the reference and the next steps, rather than the prototype's redirect to /listings.
        // (Its heading takes the focus, which brings it into view.)
        setSubmitted({ id, email: values.contactEmail.trim(), phone: values.contactPhone.trim() });
      } catch (error) {
        showServerFieldErrors(error, helpers, Object.keys(EMPTY_SUBMISSION), formRef.current);
        toast({ ...failureToast(error), variant: 'destructive' });
        setProgress(null);
      }
    },
  });

  const busy = formik.isSubmitting;
  const done = submitPlot.isSuccess;

  const submitAnother = () => {
    setSubmitted(null);
    setImages([]);
    setProgress(null);
    submitPlot.reset();
    formik.resetForm();
  };

  return (
    <Page>
      {submitted ? (
        <SubmissionConfirmation {...submitted} onSubmitAnother={submitAnother} />
      ) : (
      <div>
        <h1>Submit Your Plot</h1>
        <p>Listing is free. Our team checks every submission before it is published; you will hear from us within 2 business days.</p>
        <FormikProvider value={formik}>
          <form ref={formRef} onSubmit={formik.handleSubmit} noValidate aria-label="Submit a plot" style={{ display: 'grid', gap: 20 }}>
            <Section>
              <legend>Property details</legend>
              <TextField name="title" label="Title" placeholder="E.g. Corner plot near Hinjewadi Phase 3" required />
              <TextField name="description" label="Description" multiline placeholder="Size, approvals, access road, nearby landmarks…" required />
              <SelectField name="projectType" label="Project type" required>
                <option value="">Select project type</option>
                {PROJECT_TYPES.map((type) => <option key={type} value={type}>{PROJECT_TYPE_LABELS[type]}</option>)}
              </SelectField>
            </Section>

            <Section>
              <legend>Location</legend>
              <TextField name="location" label="Location / locality" placeholder="E.g. Maan, Hinjewadi" required />
              <FieldGrid>
                <TextField name="city" label="City" autoComplete="address-level2" required />
                <TextField name="state" label="State" autoComplete="address-level1" required />
              </FieldGrid>
            </Section>

            <Section>
              <legend>Area and price</legend>
              <FieldGrid>
                <TextField name="totalArea" label="Total area" type="number" inputMode="decimal" required />
                <SelectField name="areaUnit" label="Area unit">
                  {AREA_UNITS.map((unit: AreaUnit) => <option key={unit} value={unit}>{unit}</option>)}
                </SelectField>
              </FieldGrid>
              <MoneyField name="startingPrice" label="Starting price (₹)" hint="Up to ₹80,00,000 (80 lakhs)" required />
            </Section>

            <Section>
              <legend>Plot details (optional)</legend>
              <FieldGrid>
                <TextField name="roadWidth" label="Road width" type="number" inputMode="decimal" />
                <SelectField name="roadWidthUnit" label="Road width unit">
                  {ROAD_WIDTH_UNITS.map((unit: RoadWidthUnit) => <option key={unit} value={unit}>{unit}</option>)}
                </SelectField>
                <SelectField name="facing" label="Facing">
                  <option value="">Not specified</option>
                  {FACINGS.map((facing: Facing) => <option key={facing} value={facing}>{capitalise(facing)}</option>)}
                </SelectField>
              </FieldGrid>
              <FieldGrid>
                <TextField name="possessionTimeline" label="Possession timeline" placeholder="E.g. Immediate, Dec 2026" />
                <TextField name="reraNumber" label="RERA number" placeholder="E.g. P52100012345" />
              </FieldGrid>
            </Section>

            <Section>
              <legend>Photos</legend>
              <ImagePicker images={images} onChange={setImages} disabled={busy || done} />
              {progress !== null && <UploadProgress what="photos" fraction={progress} />}
            </Section>

            <Section>
              <legend>Your contact details</legend>
              <SignedInPrefill names={{ name: 'name', email: 'contactEmail', phone: 'contactPhone' }} />
              <TextField name="name" label="Your name" autoComplete="name" required />
              <FieldGrid>
                <TextField name="contactEmail" label="Email" type="email" autoComplete="email" required />
                <TextField name="contactPhone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" required />
              </FieldGrid>
            </Section>

            <AgreeField />
            <HoneypotField value={honeypot} onChange={setHoneypot} />
            <div>
              <Button type="submit" $variant="accent" disabled={busy || done}>{busy ? 'Submitting…' : 'Submit Property'}</Button>
            </div>
          </form>
        </FormikProvider>
      </div>
      )}
      <Aside as="aside" aria-labelledby="why-list-heading">
        <h2 id="why-list-heading">Why list with Plotwise</h2>
        <ul>
          <li>Free listing, no brokerage to list</li>
          <li>Verified badge once our team checks the documents</li>
          <li>Serious buyers who have already chosen a budget and city</li>
          <li>Your number is shared only with enquiries you accept</li>
        </ul>
        <p>Your submission stays pending until approved; you can call us any time to check on it.</p>
      </Aside>
    </Page>
  );
}
