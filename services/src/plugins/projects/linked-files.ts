import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { DOCUMENT_URL_TEXTS, HUB_IMAGES_TEXTS, UPLOAD_KINDS, storedFileIdOf, type LinkedFile } from '@plotwise/contracts';
import { StoredFile } from '../../db/models';

/** The links of a project that may point at files this API stored. */
export interface ProjectLinks {
  images?: readonly { url: string }[];
  brochureUrl?: string | null;
  layoutMapUrl?: string | null;
}

/** Content types of the stored files some links name, read in one query. */
export type StoredFileTypes = Map<string, string>;

export async function loadStoredFileTypes(links: readonly ProjectLinks[], trx?: Knex.Transaction): Promise<StoredFileTypes> {
  const ids = new Set<string>();
  for (const link of links) {
    for (const url of [...(link.images ?? []).map((image) => image.url), link.brochureUrl, link.layoutMapUrl]) {
      const id = url ? storedFileIdOf(url) : null;
      if (id) ids.add(id);
    }
  }
  if (ids.size === 0) return new Map();
  const files = await StoredFile.query(trx).whereIn('id', [...ids]).select('id', 'contentType');
  return new Map(files.map((file) => [file.id, file.contentType]));
}

/**
 * The type and size of the stored files a project's brochure and layout map
 * links name, in one query (none when neither is a stored file); null for a
 * link to another site or a file that is gone.
 */
export async function loadDocumentFiles(
  links: Pick<ProjectLinks, 'brochureUrl' | 'layoutMapUrl'>,
  trx?: Knex.Transaction,
): Promise<{ brochureFile: LinkedFile | null; layoutMapFile: LinkedFile | null }> {
  const brochureId = links.brochureUrl ? storedFileIdOf(links.brochureUrl) : null;
  const layoutMapId = links.layoutMapUrl ? storedFileIdOf(links.layoutMapUrl) : null;
  const ids = [brochureId, layoutMapId].filter((id): id is string => id !== null);
  const files = ids.length === 0 ? [] : await StoredFile.query(trx).whereIn('id', ids).select('id', 'contentType', 'byteSize');
  const facts = (id: string | null): LinkedFile | null => {
    const file = files.find((candidate) => candidate.id === id);
    return file ? { contentType: file.contentType, byteSize: Number(file.byteSize) } : null;
  };
  return { brochureFile: facts(brochureId), layoutMapFile: facts(layoutMapId) };
}

const DOCUMENT_TYPES: readonly string[] = UPLOAD_KINDS.document.types;
const LAYOUT_TYPES: readonly string[] = UPLOAD_KINDS.layout.types;
const isImageType = (type: string) => type.startsWith('image/');

/** A link that does not hold up: the field it is in and the message to show. */
export interface LinkProblem {
  field: 'images' | 'brochureUrl' | 'layoutMapUrl';
  message: string;
}

/**
 * What is wrong with a project's links: a stored-file link must name a file that
 * exists and is of the right sort (any stored picture for images, including the
 * demo catalogue's generated ones; a PDF or Word file for the brochure; a
 * picture or PDF for the layout map). https:// links were checked by the schema.
 */
export function linkProblems(links: ProjectLinks, files: StoredFileTypes): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const check = (field: LinkProblem['field'], url: string | null | undefined, accepts: (type: string) => boolean, message: string) => {
    const id = url ? storedFileIdOf(url) : null;
    if (!id) return;
    const type = files.get(id);
    if ((!type || !accepts(type)) && !problems.some((problem) => problem.message === message)) problems.push({ field, message });
  };
  for (const image of links.images ?? []) check('images', image.url, isImageType, HUB_IMAGES_TEXTS.invalidUrl);
  check('brochureUrl', links.brochureUrl, (type) => DOCUMENT_TYPES.includes(type), DOCUMENT_URL_TEXTS.brochureUrl);
  check('layoutMapUrl', links.layoutMapUrl, (type) => LAYOUT_TYPES.includes(type) || isImageType(type), DOCUMENT_URL_TEXTS.layoutMapUrl);
  return problems;
}

/** Refuses (400) a project whose stored-file links do not hold up. */
export async function assertLinksStored(links: ProjectLinks, trx?: Knex.Transaction): Promise<void> {
  const problems = linkProblems(links, await loadStoredFileTypes([links], trx));
  if (problems.length > 0) throw Boom.badRequest(problems[0]!.message);
}
