import type { Knex } from 'knex';
import { PROJECT_FIGURES, addDays, indiaToday } from '@plotwise/contracts';
import { createRandom } from './prng';

/** A month of page views for the demo agent's projects, so the dashboard's figures are not blank on a new machine. */
export async function insertDemoFigures(projectIds: readonly number[], trx: Knex.Transaction): Promise<void> {
  const random = createRandom(58);
  const today = indiaToday();
  const rows = projectIds.flatMap((projectId, rank) =>
    Array.from({ length: PROJECT_FIGURES.days }, (_, index) => {
      // Weekends draw more visitors; the first listing is the busiest.
      const day = addDays(today, index - PROJECT_FIGURES.days + 1);
      const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
      return { projectId, day, views: Math.max(0, random.int(4, 18) + (weekend ? 8 : 0) - rank * 3) };
    }),
  );
  if (rows.length > 0) await trx('project_daily_views').insert(rows);
}
