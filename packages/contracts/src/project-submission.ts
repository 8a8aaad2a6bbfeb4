import { z } from 'zod';
import { AREA_UNITS, PROJECT_TYPES } from './catalog-constants';
import { storedFileUrlSchema } from './stored-file';
import { projectImageSchema, projectSchema } from './project';
import { IMAGE_UPLOAD_TEXTS } from './image-upload-texts';

/**
 * An approved agent's project submission:
 * `POST /api/projects` → 201 `{ project, message }`, stored with approvalStatus
 * 'pending' and createdBy from the session; public only once an admin approves.
 * Fields the agent may not set (createdBy, approvalStatus, featured, verified,
 * id, ...) are unknown fields: 400.
 */

/** Section 9's minimums for a submission, once. */
export const PROJECT_SUBMISSION_LIMITS = {
  titleMin: 3,
  descriptionMin: 10,
  locationMin: 3,
  cityMin: 2,
  stateMin: 2,
  totalAreaMin: 1,
  maxImages: 10,
  /** Rupees; above any real project, below the column's range. */
  maxStartingPrice: 1_000_000_000_000,
} as const;

/** The agent dashboard's copy: spec texts verbatim, the rest ours. */
export const PROJECT_SUBMISSION_TEXTS = {
  titleMin: 'Title must be at least 3 characters',
  descriptionMin: 'Description must be at least 10 characters',
  locationRequired: 'Location is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  totalAreaMin: 'Total area must be greater than 0',
  areaUnitInvalid: 'Choose sq.ft, sq.m, acres or hectare',
  projectTypeInvalid: 'Choose residential, commercial, mixed-use or agricultural',
  startingPriceInvalid: 'Starting price must be a whole number of rupees',
  imageNotUploaded: 'Upload each image with the image upload before submitting',
  imageNotAnImage: 'Each image must be a JPEG or PNG uploaded here',
  tooManyImages: 'Add at most 10 images',
  tooManySubmissions: 'You have submitted many projects in a short time. Please wait before submitting more.',
  oneDefaultImage: 'Only one image can be the default',
  submitted: 'Project Submitted',
  submittedDescription: 'Your project has been submitted for admin approval',
  submitFailed: 'Submission Failed',
  submitFailedFallback: 'Failed to submit project',
  // Image uploads: the hub's upload copy, shared by the agent form.
  ...IMAGE_UPLOAD_TEXTS,
  notificationTitle: 'New project submission',
  notificationMessage: (agentName: string, title: string, city: string) => `${agentName} submitted "${title}" (${city}) for approval.`,
  /** Under a rejected project in My Projects, when the admin gave a reason. */
  rejectionReason: (reason: string) => `Reason: ${reason}`,
  // Managing a listing: edit and resubmit, changes to a live listing, withdraw.
  edit: 'Edit',
  editTitle: (title: string) => `Edit "${title}"`,
  cancelEdit: 'Cancel',
  resubmit: 'Save and Resubmit',
  submitChanges: 'Submit Changes for Review',
  editIntroPending: 'Your project is waiting for review; saving replaces what our team will review.',
  editIntroResubmit: 'Saving sends the project back to our team for approval.',
  editIntroLive: 'The listing stays on Plotwise as it is now; your changes show once our team approves them.',
  resubmitted: 'Project Resubmitted',
  resubmittedDescription: 'Your project has been resubmitted for admin approval',
  changesSubmitted: 'Changes Submitted',
  changesSubmittedDescription: 'Your changes will show on the listing once our team approves them',
  saveFailed: 'Could Not Save',
  saveFailedFallback: 'Failed to save project',
  changesWaiting: 'Changes awaiting review: the listing shows the approved version until then.',
  changesRejected: (reason: string | null) => (reason ? `Your last changes were not approved. Reason: ${reason}` : 'Your last changes were not approved.'),
  withdraw: 'Withdraw',
  withdrawTitle: 'Withdraw Project',
  withdrawConfirm: (title: string) => `Withdraw "${title}"? It leaves Plotwise at once; you can edit and resubmit it later.`,
  withdrawn: 'Project Withdrawn',
  withdrawnDescription: 'The project is no longer shown on Plotwise',
  withdrawFailed: 'Could Not Withdraw',
  alreadyWithdrawn: 'This project is already withdrawn',
  projectNotFound: 'Project not found',
  resubmissionNotificationTitle: 'Project resubmitted',
  resubmissionNotificationMessage: (agentName: string, title: string, city: string) => `${agentName} resubmitted "${title}" (${city}) for approval.`,
  changesNotificationTitle: 'Changes to a live listing',
  changesNotificationMessage: (agentName: string, title: string, city: string) => `${agentName} changed "${title}" (${city}); the changes wait for approval.`,
  noProjects: 'You have not submitted any projects yet.',
  projectsFailed: 'Could not load your projects. Please try again.',
} as const;

const requiredText = (min: number, message: string, max: number) => z.string().trim().min(min, message).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const submittedImageSchema = z.strictObject({
  // A file this API stored through `POST /api/upload`; nothing else may be linked as an image.
  url: storedFileUrlSchema(PROJECT_SUBMISSION_TEXTS.imageNotUploaded),
  caption: z.string().trim().max(200).default(''),
  isDefault: z.boolean().default(false),
});
export type SubmittedImage = z.infer<typeof submittedImageSchema>;

export const agentProjectPayloadSchema = z.strictObject({
  title: requiredText(PROJECT_SUBMISSION_LIMITS.titleMin, PROJECT_SUBMISSION_TEXTS.titleMin, 200),
  description: requiredText(PROJECT_SUBMISSION_LIMITS.descriptionMin, PROJECT_SUBMISSION_TEXTS.descriptionMin, 5000),
  location: requiredText(PROJECT_SUBMISSION_LIMITS.locationMin, PROJECT_SUBMISSION_TEXTS.locationRequired, 200),
  city: requiredText(PROJECT_SUBMISSION_LIMITS.cityMin, PROJECT_SUBMISSION_TEXTS.cityRequired, 100),
  state: requiredText(PROJECT_SUBMISSION_LIMITS.stateMin, PROJECT_SUBMISSION_TEXTS.stateRequired, 100),
  totalArea: z
    .number({ error: PROJECT_SUBMISSION_TEXTS.totalAreaMin })
    .min(PROJECT_SUBMISSION_LIMITS.totalAreaMin, PROJECT_SUBMISSION_TEXTS.totalAreaMin)
    .max(1_000_000_000),
  areaUnit: z.enum(AREA_UNITS, { error: PROJECT_SUBMISSION_TEXTS.areaUnitInvalid }).default('sq.ft'),
  projectType: z.enum(PROJECT_TYPES, { error: PROJECT_SUBMISSION_TEXTS.projectTypeInvalid }),
  possessionTimeline: optionalText(100),
  reraNumber: optionalText(50),
  startingPrice: z
    .number({ error: PROJECT_SUBMISSION_TEXTS.startingPriceInvalid })
    .int(PROJECT_SUBMISSION_TEXTS.startingPriceInvalid)
    .positive(PROJECT_SUBMISSION_TEXTS.startingPriceInvalid)
    .max(PROJECT_SUBMISSION_LIMITS.maxStartingPrice, PROJECT_SUBMISSION_TEXTS.startingPriceInvalid)
    .nullish()
    .transform((value) => value ?? null),
  images: z
    .array(submittedImageSchema)
    .max(PROJECT_SUBMISSION_LIMITS.maxImages, PROJECT_SUBMISSION_TEXTS.tooManyImages)
    .refine((images) => images.filter((image) => image.isDefault).length <= 1, PROJECT_SUBMISSION_TEXTS.oneDefaultImage)
    .default([]),
});
export type AgentProjectPayload = z.input<typeof agentProjectPayloadSchema>;
export type AgentProjectSubmission = z.output<typeof agentProjectPayloadSchema>;

/**
 * `GET /api/projects/agent/{agentId}`: a project as its agent manages it. For an
 * approved project with changes waiting, `pendingChanges` is the submission
 * under review (the public page still shows the approved fields).
 */
export const pendingChangesSchema = agentProjectPayloadSchema.extend({ images: z.array(projectImageSchema) });
export type PendingChanges = z.infer<typeof pendingChangesSchema>;
export const agentProjectSchema = projectSchema.extend({
  pendingChanges: pendingChangesSchema.nullable(),
  changesSubmittedAt: z.string().nullable(),
  changesRejectionReason: z.string().nullable(),
});
export type AgentProject = z.infer<typeof agentProjectSchema>;

/** `PUT /api/agent/projects/{id}` and `POST /api/agent/projects/{id}/withdraw`. */
export const agentProjectSavedResponseSchema = z.object({ project: agentProjectSchema, message: z.string() });
export type AgentProjectSavedResponse = z.infer<typeof agentProjectSavedResponseSchema>;

export const projectCreatedResponseSchema = z.object({ project: projectSchema, message: z.string() });
export type ProjectCreatedResponse = z.infer<typeof projectCreatedResponseSchema>;

/** `GET /api/projects/agent/{agentId}`: every project the agent submitted, newest first. */
export const agentProjectsQueryKey = (agentId: number) => [`/api/projects/agent/${agentId}`] as const;
/** How many projects the agent dashboard's recent list shows. */
export const AGENT_RECENT_PROJECTS = 5;
