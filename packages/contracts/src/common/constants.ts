/** Values every domain shares. No zod here. */

/** Largest id a PostgreSQL `integer` column holds; larger ids cannot exist. */
export const MAX_SERIAL_ID = 2_147_483_647;

/**
 * Every public form carries this hidden field. People never see it and leave it
 * empty; bots fill every input they find. The API drops a filled one silently.
 */
export const HONEYPOT_FIELD = 'website';

/** The two directions every sortable list takes. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
