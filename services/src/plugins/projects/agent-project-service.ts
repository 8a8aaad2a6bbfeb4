import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import {
  PROJECT_SUBMISSION_TEXTS,
  UPLOAD_KINDS,
  type AgentProject,
  type AgentProjectSubmission,
  type PendingChanges,
  type Project as ProjectResponse,
  type ProjectImage,
  type SubmittedImage,
} from '@plotwise/contracts';
import { Project, StoredFile, type User } from '../../db/models';
import { inTransaction } from '../../db/transaction';
import { recordNotification } from '../notifications/notification-service';
import { presentProject } from '../projects/present-project';

/** Every project an agent submitted, newest first, whatever its approval status, with changes waiting. */
export async function listAgentProjects(agentId: number, trx?: Knex.Transaction): Promise<AgentProject[]> {
  const projects = await Project.query(trx).where('createdBy', agentId).modify('newestFirst');
  return projects.map(presentAgentProject);
}

/** A project as its agent manages it: the public fields, and the changes under review. */
export function presentAgentProject(project: Project): AgentProject {
  return {
    ...presentProject(project),
    pendingChanges: project.pendingChanges ?? null,
    changesSubmittedAt: project.changesSubmittedAt ? new Date(project.changesSubmittedAt).toISOString() : null,
    changesRejectionReason: project.changesRejectionReason ?? null,
  };
}

/**
 * Stores an approved agent's submission as a pending project of theirs, with a
 * 'project_submission' notification for the admins in the same transaction. The
 * submission schema admits no approval status, flags or owner, so those come
 * only from here: pending, unflagged, created by the agent.
 */
export async function submitAgentProject(agent: User, submission: AgentProjectSubmission, trx?: Knex.Transaction): Promise<ProjectResponse> {
  return inTransaction(trx, async (t) => {
    const images = await resolveSubmittedImages(submission.images, t);
    const project = await Project.query(t).insertAndFetch({
      ...projectFieldsOf(submittedFields(submission, images)),
      // Inquiries about the project reach the agent who listed it.
      contactEmail: agent.email,
      contactPhone: agent.phone,
      approvalStatus: 'pending',
      createdBy: agent.id,
      lastUpdatedBy: agent.id,
    });
    await recordNotification(
      {
        type: 'project_submission',
        title: PROJECT_SUBMISSION_TEXTS.notificationTitle,
        message: PROJECT_SUBMISSION_TEXTS.notificationMessage(agent.name, project.title, project.city),
        priority: 'medium',
        link: '/admin/pending-approvals',
      },
      t,
    );
    return presentProject(project);
  });
}

/** The agent's own project, locked for the change; another agent's (or a missing one) is 404 alike. */
async function lockOwnProject(agent: User, id: number, trx: Knex.Transaction): Promise<Project> {
  const project = await Project.query(trx).findById(id).forUpdate();
  if (!project || project.createdBy !== agent.id) throw Boom.notFound(PROJECT_SUBMISSION_TEXTS.projectNotFound);
  return project;
}

/** The submission's fields as the project stores them. */
function submittedFields(submission: AgentProjectSubmission, images: ProjectImage[]): PendingChanges {
  return {
    title: submission.title,
    description: submission.description,
    location: submission.location,
    city: submission.city,
    state: submission.state,
    totalArea: submission.totalArea,
    areaUnit: submission.areaUnit,
    projectType: submission.projectType,
    possessionTimeline: submission.possessionTimeline,
    reraNumber: submission.reraNumber,
    startingPrice: submission.startingPrice,
    latitude: submission.latitude,
    longitude: submission.longitude,
    images,
  };
}

/** The columns a project takes from approved changes or an edited submission. */
export function projectFieldsOf(fields: PendingChanges): Partial<Project> {
  return { ...fields, defaultImage: fields.images.find((image) => image.isDefault)?.url ?? null };
}

export type AgentEditOutcome = 'resubmitted' | 'changes-submitted';

/**
 * An agent edits one of their projects:
 * - pending, rejected or withdrawn: the project takes the new fields and waits
 *   for approval again (a rejection's reason is cleared);
 * - approved: the public listing stays as approved, and the new fields wait in
 *   `pendingChanges` for an admin (a later edit replaces them).
 * Either way the admins get a notification, in the same transaction.
 */
export async function editAgentProject(
  agent: User,
  id: number,
  submission: AgentProjectSubmission,
  trx?: Knex.Transaction,
): Promise<{ project: AgentProject; outcome: AgentEditOutcome }> {
  return inTransaction(trx, async (t) => {
    const project = await lockOwnProject(agent, id, t);
    const fields = submittedFields(submission, await resolveSubmittedImages(submission.images, t));
    const live = project.approvalStatus === 'approved';
    const saved = await project.$query(t).patchAndFetch(
      live
        ? { pendingChanges: fields, changesSubmittedAt: new Date().toISOString(), changesRejectionReason: null, lastUpdatedBy: agent.id }
        : { ...projectFieldsOf(fields), approvalStatus: 'pending', rejectionReason: null, lastUpdatedBy: agent.id, version: project.version + 1 },
    );
    const texts = PROJECT_SUBMISSION_TEXTS;
    await recordNotification(
      {
        type: 'project_submission',
        title: live ? texts.changesNotificationTitle : texts.resubmissionNotificationTitle,
        message: (live ? texts.changesNotificationMessage : texts.resubmissionNotificationMessage)(agent.name, fields.title, fields.city),
        priority: 'medium',
        link: '/admin/pending-approvals',
      },
      t,
    );
    return { project: presentAgentProject(saved), outcome: live ? 'changes-submitted' : 'resubmitted' };
  });
}

/**
 * The agent takes a project off the site (sold out, or submitted by mistake):
 * it is withdrawn at once, changes waiting are dropped, and it stays in My
 * Projects to be edited and resubmitted later.
 */
export async function withdrawAgentProject(agent: User, id: number, trx?: Knex.Transaction): Promise<AgentProject> {
  return inTransaction(trx, async (t) => {
    const project = await lockOwnProject(agent, id, t);
    if (project.approvalStatus === 'withdrawn') throw Boom.conflict(PROJECT_SUBMISSION_TEXTS.alreadyWithdrawn);
    const saved = await project.$query(t).patchAndFetch({
      approvalStatus: 'withdrawn',
      pendingChanges: null,
      changesSubmittedAt: null,
      lastUpdatedBy: agent.id,
      version: project.version + 1,
    });
    return presentAgentProject(saved);
  });
}

/**
 * Images must be JPEG or PNG files this API stored (POST /api/upload?kind=image),
 * never outside addresses. Repeats are dropped, and exactly one image is the
 * default: the one marked, else the first.
 */
async function resolveSubmittedImages(submitted: SubmittedImage[], trx: Knex.Transaction): Promise<ProjectImage[]> {
  const unique = submitted.filter((image, index) => submitted.findIndex((other) => other.url === image.url) === index);
  if (unique.length === 0) return [];

  const ids = unique.map((image) => fileIdOf(image.url));
  const files = await StoredFile.query(trx).whereIn('id', ids).select('id', 'contentType');
  const imageTypes: readonly string[] = UPLOAD_KINDS.image.types;
  for (const id of ids) {
    const file = files.find((candidate) => candidate.id === id);
    if (!file) throw Boom.badRequest(PROJECT_SUBMISSION_TEXTS.imageNotUploaded);
    if (!imageTypes.includes(file.contentType)) throw Boom.badRequest(PROJECT_SUBMISSION_TEXTS.imageNotAnImage);
  }

  const defaultIndex = Math.max(0, unique.findIndex((image) => image.isDefault));
  return unique.map((image, index) => ({ url: image.url, caption: image.caption, isDefault: index === defaultIndex }));
}

/** `/api/files/{uuid}` → the stored file's id (the schema has checked the shape). */
function fileIdOf(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1).toLowerCase();
}
