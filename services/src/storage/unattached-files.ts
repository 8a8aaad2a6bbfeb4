import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { IMAGE_VARIANT_NAMES } from '@plotwise/contracts';
import { variantKey } from './file-store';
import { fileStorage } from './file-storage';

/** An upload nothing links to after this long was abandoned (a form left half-filled). */
export const UNATTACHED_FILE_TTL_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * Removes uploads nothing links to once they are a day old: a project's
 * pictures (also in its agent's changes under review), brochure, layout map or title papers, a job application's resume, a blog post's
 * picture, a city banner. Files the API made itself (no `kind`) are kept. The
 * row goes first, then the bytes and the picture variants, so a file is never
 * served without its row. Returns how many were removed.
 */
export async function removeUnattachedFiles(knex: Knex, log?: Logger, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - UNATTACHED_FILE_TTL_MS);
  let removed = 0;
  for (;;) {
    const rows: { id: string }[] = (
      await knex.raw(
        `select f.id from files f
          where f.kind is not null and f.created_at < ?
            and not exists (select 1 from projects p where p.images @> jsonb_build_array(jsonb_build_object('url', '/api/files/' || f.id))
                             or p.brochure_url = '/api/files/' || f.id or p.layout_map_url = '/api/files/' || f.id
                             or p.diligence_documents @> jsonb_build_array(jsonb_build_object('url', '/api/files/' || f.id)))
            and not exists (select 1 from projects p where p.pending_changes is not null
                             and p.pending_changes -> 'images' @> jsonb_build_array(jsonb_build_object('url', '/api/files/' || f.id)))
            and not exists (select 1 from job_applications a where a.resume_url = '/api/files/' || f.id)
            and not exists (select 1 from blog_posts b where b.featured_image = '/api/files/' || f.id)
            and not exists (select 1 from city_images c where c.url = '/api/files/' || f.id)
          limit ${BATCH}`,
        [cutoff],
      )
    ).rows;
    if (rows.length === 0) break;
    const ids = rows.map((row) => row.id);
    await knex('files').whereIn('id', ids).delete();
    await fileStorage().remove(ids.flatMap((id) => [id, ...IMAGE_VARIANT_NAMES.map((variant) => variantKey(id, variant))]));
    removed += ids.length;
    if (rows.length < BATCH) break;
  }
  if (removed > 0) log?.info({ removed }, `Removed ${removed} uploaded files nothing linked to within a day.`);
  return removed;
}
