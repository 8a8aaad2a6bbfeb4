import { z } from 'zod';
import { MAX_SERIAL_ID } from '../common/constants';
import { LEAD_RECORDS } from '../leads/constants';
import { BULK_MAX_IDS, BULK_OUTCOMES, LEAD_BULK_ACTIONS, PROJECT_BULK_ACTIONS, REJECTION_REASON_MAX, USER_BULK_ACTIONS } from './constants';
import { ADMIN_OPS_TEXTS as TEXTS } from './texts';

/**
 * The admin tables' bulk calls: one request per action on up to
 * BULK_MAX_IDS rows, answered row by row (done, not found, not allowed).
 * Repeated ids count once.
 */

const recordId = (noun: string) =>
  z
    .number({ error: `each ${noun} id must be a positive whole number` })
    .int(`each ${noun} id must be a positive whole number`)
    .min(1, `each ${noun} id must be a positive whole number`)
    .max(MAX_SERIAL_ID, `each ${noun} id must be a positive whole number`);

const idList = (noun: string) =>
  z
    .array(recordId(noun), { error: `ids must be a list of ${noun} ids` })
    .min(1, `Choose at least one ${noun}`)
    .max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} ${noun}s at once`)
    .transform((ids) => [...new Set(ids)]);

const action = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `action must be one of: ${values.join(', ')}` });

/** `POST /api/admin/projects/bulk` {action, ids, reason?}: reason only with reject, one for every project. */
export const projectBulkPayloadSchema = z
  .strictObject({
    action: action(PROJECT_BULK_ACTIONS),
    ids: idList('project'),
    reason: z.string({ error: 'reason must be text' }).trim().max(REJECTION_REASON_MAX, TEXTS.rejectionReasonTooLong).optional(),
  })
  .refine((payload) => payload.reason === undefined || payload.action === 'reject', { message: 'reason goes only with the reject action', path: ['reason'] });
export type ProjectBulkPayload = z.input<typeof projectBulkPayloadSchema>;
export type ProjectBulkRequest = z.output<typeof projectBulkPayloadSchema>;

/** `POST /api/admin/users/bulk` {action, ids}. */
export const userBulkPayloadSchema = z.strictObject({ action: action(USER_BULK_ACTIONS), ids: idList('user') });
export type UserBulkPayload = z.input<typeof userBulkPayloadSchema>;
export type UserBulkRequest = z.output<typeof userBulkPayloadSchema>;

const leadRef = z.strictObject({
  record: z.enum(LEAD_RECORDS, { error: `record must be one of: ${LEAD_RECORDS.join(', ')}` }),
  id: recordId('lead'),
});
export type LeadRef = z.infer<typeof leadRef>;

/** `POST /api/admin/inquiries/bulk` {action, leads: [{record, id}]}: a lead is named by its table and id. */
export const leadBulkPayloadSchema = z.strictObject({
  action: action(LEAD_BULK_ACTIONS),
  leads: z
    .array(leadRef, { error: 'leads must be a list of {record, id}' })
    .min(1, 'Choose at least one lead')
    .max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} leads at once`)
    .transform((leads) => [...new Map(leads.map((lead) => [`${lead.record}:${lead.id}`, lead])).values()]),
});
export type LeadBulkPayload = z.input<typeof leadBulkPayloadSchema>;
export type LeadBulkRequest = z.output<typeof leadBulkPayloadSchema>;

const outcome = z.enum(BULK_OUTCOMES);

/** One row's result; `message` says why a row was left alone. */
export const bulkItemResultSchema = z.object({ id: z.number().int(), outcome, message: z.string().optional() });
export type BulkItemResult = z.infer<typeof bulkItemResultSchema>;

/** Every row in the order asked, how many were done, and the SMS alerts newly approved projects queued. */
export const bulkResultSchema = z.object({ results: z.array(bulkItemResultSchema), done: z.number().int(), alertsQueued: z.number().int() });
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const leadBulkItemResultSchema = bulkItemResultSchema.extend({ record: z.enum(LEAD_RECORDS) });
export type LeadBulkItemResult = z.infer<typeof leadBulkItemResultSchema>;
export const leadBulkResultSchema = z.object({ results: z.array(leadBulkItemResultSchema), done: z.number().int() });
export type LeadBulkResult = z.infer<typeof leadBulkResultSchema>;
