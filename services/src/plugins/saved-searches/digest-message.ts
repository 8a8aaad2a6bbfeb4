import { SAVED_SEARCH_TEXTS, savedSearchLabel, type DigestProject, type SavedSearchFiltersInput } from '@plotwise/contracts';
import { linkToken, unsubscribeHeaders } from '../../messaging/link-tokens';

/** A waiting match as the digest reads it, with its search and project. */
export interface DigestRow {
  id: number;
  savedSearchId: number;
  filters: SavedSearchFiltersInput | string;
  linkOrigin: string | null;
  email: string | null;
  phone: string | null;
  userEmail: string | null;
  projectId: number;
  title: string;
  city: string;
}

export type DigestMessage =
  | { channel: 'email'; to: string; subject: string; text: string; headers: Record<string, string> }
  | { channel: 'sms'; to: string; text: string };

/** The one-click link that stops every alert of an owner. */
export function alertsUnsubscribeLink(origin: string, ownerKey: string, secret: string): string {
  return `${origin}/api/saved-searches/unsubscribe/${linkToken('saved-search-unsubscribe', ownerKey, secret)}`;
}

/**
 * One owner's digest: the new projects grouped under the search they match,
 * a link to each and the unsubscribe link (RFC 8058 headers on email). A
 * number gets a text with the count, the first search's listing and a short
 * stop link. Null when the owner has nowhere to receive it (an account without email).
 */
export function composeDigest(ownerKey: string, rows: DigestRow[], origin: string, secret: string): DigestMessage | null {
  const unsubscribe = alertsUnsubscribeLink(origin, ownerKey, secret);
  const projects = new Set(rows.map((row) => row.projectId));
  const first = rows[0]!;
  if (first.phone) {
    const filters = filtersOf(first);
    const listing = `${origin}/listings?${new URLSearchParams(filters as Record<string, string>).toString()}`;
    return { channel: 'sms', to: first.phone, text: SAVED_SEARCH_TEXTS.digestSms(projects.size, listing, unsubscribe) };
  }
  const to = first.userEmail ?? first.email;
  if (!to) return null;
  const groups = new Map<number, { label: string; projects: DigestProject[] }>();
  for (const row of rows) {
    const group = groups.get(row.savedSearchId) ?? { label: savedSearchLabel(filtersOf(row)), projects: [] };
    group.projects.push({ title: row.title, city: row.city, link: `${origin}/projects/${row.projectId}` });
    groups.set(row.savedSearchId, group);
  }
  return {
    channel: 'email',
    to,
    subject: SAVED_SEARCH_TEXTS.digestSubject(projects.size),
    text: SAVED_SEARCH_TEXTS.digestText([...groups.values()], unsubscribe),
    headers: unsubscribeHeaders(unsubscribe),
  };
}

/** jsonb read through knex (not the model) may come back as text on some drivers. */
function filtersOf(row: DigestRow): SavedSearchFiltersInput {
  return typeof row.filters === 'string' ? (JSON.parse(row.filters) as SavedSearchFiltersInput) : row.filters;
}
