import Boom from '@hapi/boom';
import type { BulkItemResult } from '@plotwise/contracts';

/**
 * A bulk call runs each row through the single action's service; the
 * refusals a person can act on (403, 404, 409) become that row's result.
 * Anything else is a fault and rolls the whole call back.
 */
export function bulkRefusal(error: unknown): Pick<BulkItemResult, 'outcome' | 'message'> {
  if (!Boom.isBoom(error) || ![403, 404, 409].includes(error.output.statusCode)) throw error;
  return { outcome: error.output.statusCode === 404 ? 'not_found' : 'not_allowed', message: error.message };
}

/**
 * Runs `act` on each asked-for row in the order asked (`rows`: those found,
 * locked by the caller) and answers each as done, not_found, or the refusal
 * `act` threw (bulkRefusal).
 */
export async function eachBulkRow<Row extends { id: number }>(
  ids: readonly number[],
  rows: readonly Row[],
  notFoundMessage: string,
  act: (row: Row) => Promise<void>,
): Promise<BulkItemResult[]> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const results: BulkItemResult[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) {
      results.push({ id, outcome: 'not_found', message: notFoundMessage });
      continue;
    }
    try {
      await act(row);
      results.push({ id, outcome: 'done' });
    } catch (error) {
      results.push({ id, ...bulkRefusal(error) });
    }
  }
  return results;
}

/** How many rows of a bulk answer were done. */
export const doneCount = (results: readonly Pick<BulkItemResult, 'outcome'>[]) => results.filter((result) => result.outcome === 'done').length;
