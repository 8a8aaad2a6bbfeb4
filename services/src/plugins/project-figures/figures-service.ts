import type { Knex } from 'knex';
import { PROJECT_FIGURES, addDays, indiaToday, type AgentFiguresResponse } from '@plotwise/contracts';

interface DayCount { projectId: number; day: string; count: number | string }

const indiaDay = (column: string) => `to_char((${column} at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD')`;

/** Per day, one table's rows about these projects since `first` (an India day). */
function countsByDay(knex: Knex, table: string, projectIds: number[], first: string): Promise<DayCount[]> {
  return knex(table)
    .select('projectId', knex.raw(`${indiaDay('created_at')} as day`))
    .count('* as count')
    .whereIn('projectId', projectIds)
    .where('createdAt', '>=', knex.raw("(?::date)::timestamp at time zone 'Asia/Kolkata'", [first]))
    .groupBy('projectId', 'day') as unknown as Promise<DayCount[]>;
}

/** The last 30 India days of an agent's own approved projects: page views, inquiries and wishlist saves. */
export async function agentFigures(knex: Knex, agentId: number, now = Date.now()): Promise<AgentFiguresResponse> {
  const today = indiaToday(now);
  const days = Array.from({ length: PROJECT_FIGURES.days }, (_, index) => addDays(today, index - PROJECT_FIGURES.days + 1));
  const first = days[0]!;
  const projects = (await knex('projects').select('id', 'title').where({ createdBy: agentId, approvalStatus: 'approved' }).orderBy('id')) as Array<{ id: number; title: string }>;
  if (projects.length === 0) return { days, projects: [] };
  const ids = projects.map((project) => project.id);
  const [views, inquiries, saves] = await Promise.all([
    knex('project_daily_views').select('projectId', knex.raw("to_char(day, 'YYYY-MM-DD') as day"), 'views as count').whereIn('projectId', ids).where('day', '>=', first) as unknown as Promise<DayCount[]>,
    countsByDay(knex, 'inquiries', ids, first),
    countsByDay(knex, 'wishlist_items', ids, first),
  ]);
  const position = new Map(days.map((day, index) => [day, index]));
  const seriesOf = (rows: DayCount[], projectId: number) => {
    const values = days.map(() => 0);
    for (const row of rows) {
      const index = position.get(row.day);
      if (row.projectId === projectId && index !== undefined) values[index] = Number(row.count);
    }
    return values;
  };
  return {
    days,
    projects: projects.map((project) => ({
      projectId: project.id,
      title: project.title,
      views: seriesOf(views, project.id),
      enquiries: seriesOf(inquiries, project.id),
      saves: seriesOf(saves, project.id),
    })),
  };
}
