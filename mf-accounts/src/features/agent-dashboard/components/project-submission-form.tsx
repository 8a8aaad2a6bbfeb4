import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { AREA_UNITS, PROJECT_SUBMISSION_TEXTS as TEXTS, PROJECT_TYPES, PROJECT_TYPE_LABELS } from '@plotwise/contracts';
import { ApiError, Button, useToast } from '@plotwise/ui';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { useSubmitProject } from '../api/agent-projects';
import { EMPTY_SUBMISSION, submissionSchema, toSubmissionPayload, type SubmissionValues } from '../submission-schema';
import { ImageUploader } from './image-uploader';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr;
    .wide { grid-column: 1 / -1; }
  }
`;

const AREA_UNIT_OPTIONS = AREA_UNITS.map((unit) => ({ value: unit, label: unit }));
const PROJECT_TYPE_OPTIONS = PROJECT_TYPES.map((type) => ({ value: type, label: PROJECT_TYPE_LABELS[type] }));

/** The agent's project submission; an admin approves it before it is public. */
export function ProjectSubmissionForm({ agentId, onSubmitted }: { agentId: number; onSubmitted: () => void }) {
  const toast = useToast();
  const submitProject = useSubmitProject(agentId);
  const [uploading, setUploading] = useState(false);

  const submit = async (values: SubmissionValues, helpers: FormikHelpers<SubmissionValues>) => {
    try {
      await submitProject.mutateAsync(toSubmissionPayload(values));
      toast({ title: TEXTS.submitted, description: TEXTS.submittedDescription, variant: 'success' });
      helpers.resetForm({ values: EMPTY_SUBMISSION });
      onSubmitted();
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: TEXTS.submitFailed, description: message ?? TEXTS.submitFailedFallback, variant: 'destructive' });
    }
  };

  return (
    <Formik initialValues={EMPTY_SUBMISSION} validationSchema={submissionSchema} onSubmit={submit}>
      <Form noValidate aria-label="Submit Project">
        <Grid>
          <div className="wide">
            <FormField name="title" label="Project title" placeholder="e.g. Green Valley Plots" />
          </div>
          <div className="wide">
            <FormField name="description" label="Description" multiline placeholder="Plot sizes, roads, amenities, approvals…" />
          </div>
          <div className="wide">
            <FormField name="location" label="Location" placeholder="Locality or village, e.g. Hinjewadi Phase 3" />
          </div>
          <FormField name="city" label="City" autoComplete="address-level2" />
          <FormField name="state" label="State" autoComplete="address-level1" />
          <FormField name="totalArea" label="Total area" type="number" inputMode="decimal" />
          <SelectField name="areaUnit" label="Area unit" options={AREA_UNIT_OPTIONS} />
          <SelectField name="projectType" label="Project type" placeholder="Select project type" options={PROJECT_TYPE_OPTIONS} />
          <FormField name="startingPrice" label="Starting price (₹)" type="number" inputMode="numeric" hint="Optional" />
          <FormField name="possessionTimeline" label="Possession timeline" placeholder="e.g. Dec 2026" hint="Optional" />
          <FormField name="reraNumber" label="RERA number" hint="Optional" />
          <div className="wide">
            <ImageUploader onBusyChange={setUploading} />
          </div>
        </Grid>
        <Button type="submit" disabled={submitProject.isPending || uploading}>
          {submitProject.isPending ? 'Submitting…' : 'Submit for Approval'}
        </Button>
      </Form>
    </Formik>
  );
}
