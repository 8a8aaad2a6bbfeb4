import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { DILIGENCE_TEXTS, storedFileIdOf, type DueDiligence, type DueDiligenceInput, type PublicDueDiligence } from '@plotwise/contracts';
import { Project, StoredFile, type User } from '../../db/models';
import { inTransaction } from '../../db/transaction';
import { fieldsOrNull } from '../projects/present-project';
import { canManage, lockManagedProject } from './project-access';

const DILIGENCE_FACTS = ['approvingAuthority', 'approvingAuthorityOther', 'approvalNumber', 'naStatus', 'naOrderNumber', 'surveyNumber'] as const;
type DiligenceFields = Pick<Project, (typeof DILIGENCE_FACTS)[number] | 'diligenceDocuments'>;

/** The facts as their agent and the admins edit them, every document's address included. */
export function presentDueDiligence(project: DiligenceFields): DueDiligence {
  return { ...fieldsOrNull(project, DILIGENCE_FACTS), documents: project.diligenceDocuments ?? [] };
}

/** What a visitor sees: a document kept "on request" is named, its address is not. */
export function presentPublicDueDiligence(project: DiligenceFields): PublicDueDiligence {
  const facts = presentDueDiligence(project);
  return { ...facts, documents: facts.documents.map((document) => ({ ...document, url: document.visibility === 'public' ? document.url : null })) };
}

export async function getDueDiligence(user: User, projectId: number, trx?: Knex.Transaction): Promise<DueDiligence> {
  const project = await Project.query(trx).findById(projectId);
  if (!project) throw Boom.notFound(DILIGENCE_TEXTS.projectNotFound);
  if (!canManage(user, project)) throw Boom.forbidden(DILIGENCE_TEXTS.notYours);
  return presentDueDiligence(project);
}

/**
 * Stores the facts as stated. They describe papers, not the listing's text, so
 * they go live without waiting for an admin, as the inventory does; every
 * document must be a PDF uploaded here.
 */
export async function saveDueDiligence(user: User, projectId: number, input: DueDiligenceInput, trx?: Knex.Transaction): Promise<DueDiligence> {
  return inTransaction(trx, async (t) => {
    const project = await lockManagedProject(user, projectId, t);
    const ids = input.documents.map((document) => storedFileIdOf(document.url)!);
    if (ids.length > 0) {
      const pdfs = await StoredFile.query(t).whereIn('id', ids).where('contentType', 'application/pdf').select('id');
      if (new Set(pdfs.map((file) => file.id)).size !== new Set(ids).size) throw Boom.badRequest(DILIGENCE_TEXTS.documentNotUploaded);
    }
    const { documents, ...facts } = input;
    const saved = await project.$query(t).patchAndFetch({ ...facts, diligenceDocuments: documents, lastUpdatedBy: user.id });
    return presentDueDiligence(saved);
  });
}

/**
 * Whether a visitor may open a stored file: not when a project keeps it "on
 * request" (unless the visitor is that project's agent or an admin).
 */
export async function mayOpenFile(fileId: string, user: User | null, trx?: Knex.Transaction): Promise<boolean> {
  const url = `/api/files/${fileId}`;
  const holders = await Project.query(trx)
    .whereRaw(`diligence_documents @> ?::jsonb`, [JSON.stringify([{ url, visibility: 'on-request' }])])
    .select('id', 'createdBy');
  return holders.every((project) => canManage(user, project));
}
