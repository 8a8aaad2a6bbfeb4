import { z } from 'zod';
import { singleParam } from '../common/query-params';
import { COMPARE_MAX, parseCompareIds } from './buyer-tools';
import { projectSchema } from './schemas';

/**
 * `GET /api/projects/compare?ids=12,40,7`: one to COMPARE_MAX record ids,
 * digits separated by commas, the same rule the compare page reads its link by.
 */
const COMPARE_IDS_MESSAGE = `ids must be one to ${COMPARE_MAX} project ids (digits) separated by commas`;
export const compareQuerySchema = z.strictObject({
  ids: singleParam(
    'ids',
    z.string({ error: COMPARE_IDS_MESSAGE }).transform((raw, context) => {
      const ids = parseCompareIds(raw.trim());
      if (ids) return ids;
      context.addIssue({ code: 'custom', message: COMPARE_IDS_MESSAGE });
      return z.NEVER;
    }),
  ),
});
export type CompareQuery = z.infer<typeof compareQuerySchema>;

/** The compare read's reply: the approved projects among the ids, in the order asked; missing ones are left out. */
export const compareResponseSchema = z.array(projectSchema);
