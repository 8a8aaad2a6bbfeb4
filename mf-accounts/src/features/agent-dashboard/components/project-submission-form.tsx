import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { AREA_UNITS, PROJECT_SUBMISSION_TEXTS as TEXTS, PROJECT_TYPES, PROJECT_TYPE_LABELS, type AgentProject } from '@plotwise/contracts';
import { ApiError, Button, Link, useFocusFirstError, useToast } from '@plotwise/ui';
import { useEditProject, useSubmitProject } from '../api/agent-projects';
import { EMPTY_SUBMISSION, submissionSchema, submissionValuesOf, toSubmissionPayload, type SubmissionValues } from '../submission-schema';
import { ImageUploader } from './image-uploader';
import { CoordinatesField, MoneyField, SelectField, TextField } from '@plotwise/ui/forms';

const Terms = styled.p`
  margin: 16px 0 0;
  font-size: .9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr;
    .wide { grid-column: 1 / -1; }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const AREA_UNIT_OPTIONS = AREA_UNITS.map((unit) => ({ value: unit, label: unit }));
const PROJECT_TYPE_OPTIONS = PROJECT_TYPES.map((type) => ({ value: type, label: PROJECT_TYPE_LABELS[type] }));

interface ProjectSubmissionFormProps {
  agentId: number;
  onSubmitted: () => void;
  /** Editing one of the agent's projects instead of submitting a new one. */
  project?: AgentProject;
  onCancel?: () => void;
}

/**
 * The agent's project submission; an admin approves it before it is public.
 * With `project`, the same form edits it: a pending, rejected or withdrawn
 * project is resubmitted, an approved one's changes go for review.
 */
export function ProjectSubmissionForm({ agentId, onSubmitted, project, onCancel }: ProjectSubmissionFormProps) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);
  const submitProject = useSubmitProject(agentId);
  const editProject = useEditProject(agentId);
  const [uploading, setUploading] = useState(false);
  const live = project?.approvalStatus === 'approved';
  const pending = submitProject.isPending || editProject.isPending;

  const submit = async (values: SubmissionValues, helpers: FormikHelpers<SubmissionValues>) => {
    try {
      if (project) {
        await editProject.mutateAsync({ id: project.id, payload: toSubmissionPayload(values) });
        toast(
          live
            ? { title: TEXTS.changesSubmitted, description: TEXTS.changesSubmittedDescription, variant: 'success' }
            : { title: TEXTS.resubmitted, description: TEXTS.resubmittedDescription, variant: 'success' },
        );
      } else {
        await submitProject.mutateAsync(toSubmissionPayload(values));
        toast({ title: TEXTS.submitted, description: TEXTS.submittedDescription, variant: 'success' });
        helpers.resetForm({ values: EMPTY_SUBMISSION });
      }
      onSubmitted();
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      if (project) toast({ title: TEXTS.saveFailed, description: message ?? TEXTS.saveFailedFallback, variant: 'destructive' });
      else toast({ title: TEXTS.submitFailed, description: message ?? TEXTS.submitFailedFallback, variant: 'destructive' });
    }
  };

  let action = pending ? 'Submitting…' : 'Submit for Approval';
  if (project) action = pending ? 'Saving…' : live ? TEXTS.submitChanges : TEXTS.resubmit;

  return (
    <Formik initialValues={project ? submissionValuesOf(project) : EMPTY_SUBMISSION} validationSchema={submissionSchema} onSubmit={submit}>
      <Form ref={formRef} noValidate aria-label={project ? TEXTS.editTitle(project.title) : 'Submit Project'}>
        <Grid>
          <div className="wide">
            <TextField name="title" label="Project title" placeholder="e.g. Green Valley Plots" />
          </div>
          <div className="wide">
            <TextField name="description" label="Description" multiline placeholder="Plot sizes, roads, amenities, approvals…" />
          </div>
          <div className="wide">
            <TextField name="location" label="Location" placeholder="Locality or village, e.g. Hinjewadi Phase 3" />
          </div>
          <TextField name="city" label="City" autoComplete="address-level2" />
          <TextField name="state" label="State" autoComplete="address-level1" />
          <TextField name="totalArea" label="Total area" type="number" inputMode="decimal" />
          <SelectField name="areaUnit" label="Area unit" options={AREA_UNIT_OPTIONS} />
          <SelectField name="projectType" label="Project type" placeholder="Select project type" options={PROJECT_TYPE_OPTIONS} />
          <MoneyField name="startingPrice" label="Starting price (₹)" hint="Optional" />
          <TextField name="possessionTimeline" label="Possession timeline" placeholder="e.g. Dec 2026" hint="Optional" />
          <TextField name="reraNumber" label="RERA number" hint="Optional" />
          <div className="wide">
            <CoordinatesField />
          </div>
          <div className="wide">
            <ImageUploader onBusyChange={setUploading} />
          </div>
        </Grid>
        <Terms>Submitting means the details and photos follow our <Link to="/listing-terms">listing terms</Link>.</Terms>
        <Actions>
          <Button type="submit" disabled={pending || uploading}>
            {action}
          </Button>
          {onCancel && (
            <Button type="button" $variant="secondary" onClick={onCancel}>
              {TEXTS.cancelEdit}
            </Button>
          )}
        </Actions>
      </Form>
    </Formik>
  );
}
