import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import {
  SUBMIT_PROPERTY_TEXTS, storedFileIdOf,
  type Page, type PlotSubmission, type PlotSubmissionListQuery, type ProjectImage, type plotSubmissionPayloadSchema,
} from '@plotwise/contracts';
import type { z } from 'zod';
import { Project, type User } from '../../db/models';
import { pageOf } from '../../db/paging';
import { inTransaction } from '../../db/transaction';
import { isStoredUploadOfKind } from '../../storage';
import { recordNotification } from '../notifications/notification-service';
import { presentPlotSubmission } from './present-plot-submission';

export type NewPlotSubmission = Omit<z.output<typeof plotSubmissionPayloadSchema>, 'website' | 'agree'>;

/** Each image must be a photo this API stored from `/api/upload?kind=image`; never another site's URL. */
async function imagesOf(urls: string[], trx: Knex.Transaction): Promise<ProjectImage[]> {
  const unique = [...new Set(urls)];
  for (const url of unique) {
    const id = storedFileIdOf(url);
    if (!id || !(await isStoredUploadOfKind(id, 'image', trx))) throw Boom.badRequest(SUBMIT_PROPERTY_TEXTS.imageNotOurs);
  }
  return unique.map((url, index) => ({ url, caption: '', isDefault: index === 0 }));
}

/**
 * Stores a plot from the public form as a project pending approval, with the
 * submitter's name and contact, and notifies the admins, in one transaction.
 * A signed-in agent becomes the project's creator; anyone else leaves it unset.
 */
export async function submitPlot(input: NewPlotSubmission, submittedBy: User | null, trx?: Knex.Transaction): Promise<Project> {
  return inTransaction(trx, async (trx) => {
    const images = await imagesOf(input.images, trx);
    const project = await Project.query(trx).insertAndFetch({
      title: input.title,
      description: input.description,
      location: input.location,
      city: input.city,
      state: input.state,
      totalArea: input.totalArea,
      areaUnit: input.areaUnit,
      startingPrice: input.startingPrice,
      projectType: input.projectType,
      plotSizes: [],
      amenities: [],
      specifications: [],
      approvals: [],
      images,
      defaultImage: images[0]?.url ?? null,
      possessionTimeline: input.possessionTimeline || null,
      reraNumber: input.reraNumber || null,
      contactEmail: input.contactEmail,
      contactPhone: input.contactPhone,
      submitterName: input.name,
      roadWidth: input.roadWidth ?? null,
      roadWidthUnit: input.roadWidth === undefined ? null : input.roadWidthUnit,
      facing: input.facing ?? null,
      status: 'upcoming',
      approvalStatus: 'pending',
      createdBy: submittedBy?.role === 'agent' ? submittedBy.id : null,
    });
    await recordNotification(
      {
        type: 'project_submission',
        title: `New plot submitted: ${input.title}`,
        message: `${input.name} submitted a ${input.projectType} plot in ${input.location}, ${input.city} with ${images.length} photo(s). It is waiting for approval.`,
        priority: 'high',
        link: '/admin/pending-approvals',
      },
      trx,
    );
    return project;
  });
}

/** Projects that came in through the public form, by approval status, newest first. */
export async function listPlotSubmissions(query: PlotSubmissionListQuery, trx?: Knex.Transaction): Promise<Page<PlotSubmission>> {
  const filtered = Project.query(trx).where('approvalStatus', query.approvalStatus).whereNotNull('submitterName').modify('newestFirst');
  return pageOf(filtered, query, presentPlotSubmission);
}
