import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import {
  PROJECT_SUBMISSION_TEXTS,
  UPLOAD_KINDS,
  type AgentProjectSubmission,
  type Project as ProjectResponse,
  type ProjectImage,
  type SubmittedImage,
} from '@plotwise/contracts';
import { Project, StoredFile, type User } from '../../db/models';
import { inTransaction } from '../../db/transaction';
import { recordNotification } from '../notifications/notification-service';
import { presentProject } from '../projects/present-project';

/** Every project an agent submitted, newest first, whatever its approval status. */
export async function listAgentProjects(agentId: number, trx?: Knex.Transaction): Promise<ProjectResponse[]> {
  const projects = await Project.query(trx).where('createdBy', agentId).modify('newestFirst');
  return projects.map(presentProject);
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
      images,
      defaultImage: images.find((image) => image.isDefault)?.url ?? null,
      // Enquiries about the project reach the agent who listed it.
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
