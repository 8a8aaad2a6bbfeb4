import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { CAREERS_TEXTS, storedFileIdOf } from '@plotwise/contracts';
import { Job, JobApplication } from '../../db/models';
import { inTransaction } from '../../db/transaction';
import { isStoredUploadOfKind } from '../../storage';
import { recordNotification } from '../notifications/notification-service';

/** The open positions, in the order the careers page lists them. */
export async function listOpenJobs(trx?: Knex.Transaction): Promise<Job[]> {
  return Job.query(trx).modify('open').modify('listed');
}

export interface NewJobApplication {
  name: string;
  email: string;
  position: string;
  phone: string;
  message: string;
  /** `/api/files/{id}` of a resume uploaded with `?kind=resume`, or empty. */
  resumeUrl: string;
}

/**
 * Stores an application and notifies the admins in one transaction. The resume
 * link must be a file this API stored as a resume, never another site's URL.
 * The application is linked to the open job whose title the position names.
 */
export async function applyForJob(input: NewJobApplication, trx?: Knex.Transaction): Promise<JobApplication> {
  return inTransaction(trx, async (trx) => {
    let resumeFileId: string | null = null;
    if (input.resumeUrl) {
      resumeFileId = storedFileIdOf(input.resumeUrl);
      if (!resumeFileId || !(await isStoredUploadOfKind(resumeFileId, 'resume', trx))) {
        throw Boom.badRequest(CAREERS_TEXTS.resumeNotOurs);
      }
    }
    const job = await Job.query(trx).modify('open').whereRaw('lower(title) = lower(?)', [input.position]).first();
    const application = await JobApplication.query(trx).insertAndFetch({
      jobId: job?.id ?? null,
      position: input.position,
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message,
      resumeFileId,
      resumeUrl: input.resumeUrl || null,
    });
    await recordNotification(
      {
        type: 'job_application',
        title: `New application: ${input.position}`,
        message: `${input.name} (${input.email}) applied${resumeFileId ? ' with a resume' : ' without a resume'}.`,
        priority: 'medium',
        // The admin acts on it (and opens the resume) in the inquiries list.
        link: '/admin/inquiries?kind=application',
      },
      trx,
    );
    return application;
  });
}
