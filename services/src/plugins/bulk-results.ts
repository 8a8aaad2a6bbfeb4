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

/** How many rows of a bulk answer were done. */
export const doneCount = (results: readonly Pick<BulkItemResult, 'outcome'>[]) => results.filter((result) => result.outcome === 'done').length;
