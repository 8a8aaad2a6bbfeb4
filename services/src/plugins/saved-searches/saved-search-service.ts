import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_TEXTS, savedSearchLabel, type SavedSearchFiltersInput, type SavedSearchItem } from '@plotwise/contracts';
import { SavedSearch } from '../../db/models';
import { inTransaction } from '../../db/transaction';
import { matchColumnsOf } from './saved-search-columns';

/** Who a saved search belongs to and where its digest goes. */
export type SearchOwner = { kind: 'user'; userId: number; email: string } | { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

/** One digest per owner: an account's searches together, a visitor's by address or number. */
export function ownerKeyOf(owner: SearchOwner): string {
  if (owner.kind === 'user') return `user:${owner.userId}`;
  return owner.kind === 'email' ? `email:${owner.email.toLowerCase()}` : `phone:${owner.phone}`;
}

/** A PostgreSQL text[] literal: knex's bindings turn arrays into lists, not arrays, on every driver alike. */
function textArray(knex: Knex, items: string[] | null) {
  if (items === null) return null;
  return knex.raw('?::text[]', [`{${items.map((item) => `"${item.replace(/["\\]/g, '\\$&')}"`).join(',')}}`]);
}

/**
 * Saves a search. An account's and a confirmed number's alert from now; a
 * visitor's email waits for its link (confirmedAt null). Past
 * SAVED_SEARCH_LIMITS.perOwner live searches, 409.
 */
export async function saveSearch(owner: SearchOwner, filters: SavedSearchFiltersInput, linkOrigin: string | null, trx?: Knex.Transaction): Promise<SavedSearch> {
  return inTransaction(trx, async (t) => {
    const ownerKey = ownerKeyOf(owner);
    // One owner's saves take turns, so two at once cannot both pass the limit.
    await t.raw('select pg_advisory_xact_lock(hashtext(?))', [`saved-search:${ownerKey}`]);
    const live = await SavedSearch.query(t).where({ ownerKey }).whereNull('unsubscribedAt').resultSize();
    if (live >= SAVED_SEARCH_LIMITS.perOwner) throw Boom.conflict(SAVED_SEARCH_TEXTS.tooMany(SAVED_SEARCH_LIMITS.perOwner));
    const columns = await matchColumnsOf(filters, t);
    const [row] = await t(SavedSearch.tableName)
      .insert({
        ...columns,
        placePatterns: textArray(t, columns.placePatterns),
        cityKeys: textArray(t, columns.cityKeys),
        userId: owner.kind === 'user' ? owner.userId : null,
        email: owner.kind === 'phone' ? null : owner.email,
        phone: owner.kind === 'phone' ? owner.phone : null,
        ownerKey,
        filters: JSON.stringify(filters),
        linkOrigin,
        confirmedAt: owner.kind === 'email' ? null : new Date(),
      })
      .returning('id');
    return SavedSearch.query(t).findById((row as { id: number }).id).throwIfNotFound();
  });
}

export function presentSavedSearch(search: SavedSearch): SavedSearchItem {
  const filters = search.filters as SavedSearchFiltersInput;
  return { id: search.id, filters: filters as Record<string, string>, label: savedSearchLabel(filters), frequency: 'daily', createdAt: new Date(search.createdAt).toISOString() };
}

/** An account's saved searches, newest first: never another's. */
export async function listSavedSearches(userId: number, trx?: Knex.Transaction): Promise<SavedSearchItem[]> {
  const rows = await SavedSearch.query(trx).where({ userId }).whereNull('unsubscribedAt').orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]);
  return rows.map(presentSavedSearch);
}

/** Deletes one of the account's searches (its waiting matches go with it); another's is a 404, as a missing one. */
export async function deleteSavedSearch(userId: number, id: number, trx?: Knex.Transaction): Promise<void> {
  const deleted = await (trx ?? SavedSearch.knex())(SavedSearch.tableName).where({ id, userId }).delete().returning('id');
  if (deleted.length === 0) throw Boom.notFound(SAVED_SEARCH_TEXTS.notFound);
}

/** The emailed link's confirmation; false when the search is gone. Confirming twice is fine. */
export async function confirmSavedSearch(id: number, trx?: Knex.Transaction): Promise<boolean> {
  const search = await SavedSearch.query(trx).findById(id);
  if (!search) return false;
  if (!search.confirmedAt) await search.$query(trx).patch({ confirmedAt: new Date() });
  return true;
}

/** Stops every alert of one owner (the digest's link covers all the searches it lists). */
export async function unsubscribeOwner(ownerKey: string, trx?: Knex.Transaction): Promise<number> {
  return SavedSearch.query(trx).where({ ownerKey }).whereNull('unsubscribedAt').patch({ unsubscribedAt: new Date() });
}
