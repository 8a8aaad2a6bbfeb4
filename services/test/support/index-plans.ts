import type { Knex } from 'knex';

export interface Statement { sql: string; bindings: unknown[] }
export interface PlanNode { 'Node Type': string; 'Index Name'?: string; 'Subplan Name'?: string; Plans?: PlanNode[] }

/** The statements `work` sends through `knex`, as sent. */
export async function statementsOf(knex: Knex, work: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const listen = (query: { sql: string; bindings?: unknown[] }) => statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
  knex.on('query', listen);
  try {
    await work();
  } finally {
    knex.off('query', listen);
  }
  return statements;
}

/**
 * The plans of `statements` with `index` the projects table's only index
 * besides its constraints' (dropped in a transaction that is rolled back),
 * and neither table nor bitmap scans allowed: a bitmap scan never answers from
 * the index alone, whatever the statistics say. A few test rows are cheaper to
 * scan than a large catalogue's box is, so the plans say whether the index
 * covers a statement, not which index the planner would pick.
 */
export async function plansWithOnlyIndex(knex: Knex, index: string, statements: readonly Statement[]): Promise<PlanNode[]> {
  const plans: PlanNode[] = [];
  await knex
    .transaction(async (trx) => {
      await trx.raw('set local enable_seqscan = off');
      await trx.raw('set local enable_bitmapscan = off');
      const others: { indexname: string }[] = (await trx.raw(
        `select indexname from pg_indexes where schemaname = current_schema() and tablename = 'projects'
         and indexname <> ? and indexname not in (select conname from pg_constraint)`,
        [index],
      )).rows;
      for (const { indexname } of others) await trx.raw('drop index ??', [indexname]);
      for (const { sql, bindings } of statements) {
        const [explained] = (await trx.raw(`explain (format json) ${sql.replace(/\$\d+/g, '?')}`, bindings as never)).rows as { 'QUERY PLAN': { Plan: PlanNode }[] }[];
        plans.push(explained!['QUERY PLAN'][0]!.Plan);
      }
      await trx.rollback();
    })
    .catch(() => undefined);
  return plans;
}

/** Every scan in a plan, with the index it reads. */
export function scansIn(node: PlanNode): { type: string; index?: string }[] {
  return [...(node['Node Type'].endsWith('Scan') ? [{ type: node['Node Type'], index: node['Index Name'] }] : []), ...(node.Plans ?? []).flatMap(scansIn)];
}
