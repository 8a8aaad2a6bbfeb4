import type { Knex } from 'knex';
import type { Project } from '../../db/models';

/**
 * Every live search's filters checked against the one project in a single
 * statement: a null column is no filter, as an empty field is in the listing.
 * The place patterns must all be found in the project's place, as the listing's
 * words must; the full-text query runs on the project's search document.
 */
const MATCH_SQL = `
  insert into saved_search_matches (saved_search_id, project_id, owner_key)
  select s.id, p.id, s.owner_key
  from projects p
  join saved_searches s on s.confirmed_at is not null and s.unsubscribed_at is null
  where p.id = ? and p.approval_status = 'approved'
    and (s.project_type is null or s.project_type = p.project_type)
    and (s.status is null or s.status = p.status)
    and (s.city_keys is null or p.city_key = any(s.city_keys))
    and (s.min_price is null or p.starting_price >= s.min_price)
    and (s.max_price is null or p.starting_price <= s.max_price)
    and (s.min_area is null or p.total_area_sq_ft >= s.min_area)
    and (s.max_area is null or p.total_area_sq_ft <= s.max_area)
    and (s.featured is null or p.featured = s.featured)
    and (s.bbox_west is null or (p.latitude between s.bbox_south and s.bbox_north and p.longitude between s.bbox_west and s.bbox_east))
    and (s.place_patterns is null or not exists (select 1 from unnest(s.place_patterns) pattern where p.place_text not like pattern))
    and (s.text_query is null or p.search_document @@ to_tsquery('english', s.text_query))
  on conflict (saved_search_id, project_id) do nothing
  returning id`;

/**
 * Notes a newly approved project for matching: one row, in the approval's
 * transaction, so it is matched only if the approval commits, and the
 * approval costs the same however many searches are saved. Noting it twice adds nothing.
 */
export async function queueSavedSearchMatches(project: Pick<Project, 'id' | 'approvalStatus'>, trx: Knex | Knex.Transaction): Promise<void> {
  if (project.approvalStatus !== 'approved') return;
  await trx('saved_search_match_runs').insert({ projectId: project.id }).onConflict('projectId').ignore();
}

/**
 * Matches every noted project, one per transaction: the note is locked
 * (`skip locked`: two processes take different ones), its matches inserted
 * and the note deleted together. Returns how many matches were added.
 */
export async function matchNotedProjects(knex: Knex): Promise<number> {
  let added = 0;
  for (;;) {
    const done = await knex.transaction(async (trx) => {
      const note = await trx('saved_search_match_runs').orderBy('createdAt').first('projectId').forUpdate().skipLocked();
      if (!note) return null;
      const result = (await trx.raw(MATCH_SQL, [note.projectId])) as { rows: unknown[] };
      await trx('saved_search_match_runs').where({ projectId: note.projectId }).delete();
      return result.rows.length;
    });
    if (done === null) return added;
    added += done;
  }
}
