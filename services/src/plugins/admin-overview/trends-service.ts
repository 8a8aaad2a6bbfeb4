import type { Knex } from 'knex';
import {
  ADMIN_TRENDS_TEXTS,
  ADMIN_TRENDS_TOP_CITIES,
  ADMIN_TRENDS_WEEKS,
  APPROVAL_AGE_BUCKETS,
  cityDisplayName,
  indiaWeekStart,
  type AdminTrends,
} from '@plotwise/contracts';
import { Project } from '../../db/models';
import { pendingProjects } from '../approvals/approval-service';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

type Count = number | string;

/**
 * Rows of `table` made since `since` (a Monday midnight in India), by week
 * number from it. India has no daylight saving, so every week is exactly seven
 * days: date_bin cuts them from `since` the same on PostgreSQL and PGlite, with
 * no time-zone database, and the range on `created_at` is an index scan.
 */
async function countByWeek(knex: Knex, table: 'inquiries' | 'projects', since: Date): Promise<Map<number, number>> {
  const rows = (await knex(table)
    .where('createdAt', '>=', since)
    .select(knex.raw("date_bin('7 days', created_at, ?::timestamptz) as week", [since.toISOString()]))
    .count('* as count')
    .groupBy('week')) as Array<{ week: Date | string; count: Count }>;
  return new Map(rows.map((row) => [Math.round((new Date(row.week).getTime() - since.getTime()) / WEEK_MS), Number(row.count)]));
}

async function weeklyCounts(knex: Knex, now: Date): Promise<AdminTrends['weeks']> {
  const current = indiaWeekStart(now).startsAt;
  const since = new Date(current.getTime() - (ADMIN_TRENDS_WEEKS - 1) * WEEK_MS);
  const [inquiries, listings] = await Promise.all([countByWeek(knex, 'inquiries', since), countByWeek(knex, 'projects', since)]);
  return Array.from({ length: ADMIN_TRENDS_WEEKS }, (_, week) => ({
    weekStart: indiaWeekStart(new Date(since.getTime() + week * WEEK_MS)).day,
    enquiries: inquiries.get(week) ?? 0,
    listings: listings.get(week) ?? 0,
  }));
}

/**
 * Approved projects by city, as the public site groups them (case-insensitive
 * `city_key`): the top cities, then the rest as Other. The counts come from
 * the approved-city index alone; a city is named as the product spells it
 * (cityDisplayName), or else by one of its stored spellings, looked up for the
 * top cities only (finding the commonest spelling, as GET /api/cities does,
 * reads every approved row).
 */
async function listingsByCity(knex: Knex): Promise<AdminTrends['listingsByCity']> {
  const rows = (await knex('projects')
    .where('approvalStatus', 'approved')
    .groupBy('cityKey')
    .select(knex.raw('city_key as key'))
    .count('* as count')
    .orderBy([{ column: 'count', order: 'desc' }, { column: 'key', order: 'asc' }])) as Array<{ key: string; count: Count }>;
  const top = rows.slice(0, ADMIN_TRENDS_TOP_CITIES);
  const names = await storedSpellings(knex, top.map((row) => row.key).filter((key) => cityDisplayName(key, '') === ''));
  const cities = top.map((row) => ({ city: cityDisplayName(row.key, names.get(row.key) ?? row.key), count: Number(row.count), isOther: false }));
  const rest = rows.slice(ADMIN_TRENDS_TOP_CITIES).reduce((sum, row) => sum + Number(row.count), 0);
  return rest > 0 ? [...cities, { city: ADMIN_TRENDS_TEXTS.other, count: rest, isOther: true }] : cities;
}

/** One stored spelling of each city key, one index lookup each. */
async function storedSpellings(knex: Knex, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const result = (await knex.raw(
    `select cities.key, (select city from projects where approval_status = 'approved' and city_key = cities.key limit 1) as name
     from (values ${keys.map(() => '(?)').join(', ')}) as cities (key)`,
    keys,
  )) as { rows: Array<{ key: string; name: string | null }> };
  return new Map(result.rows.flatMap((row) => (row.name ? [[row.key, row.name] as const] : [])));
}

/** Waiting projects (new, resubmitted, and changes to live listings) by how long since they were sent. */
async function approvalsByAge(knex: Knex, now: Date): Promise<AdminTrends['approvalsByAge']> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const counts = APPROVAL_AGE_BUCKETS.map((bucket, index) => {
    const conditions: string[] = [];
    const bindings: string[] = [];
    // The first bucket has no lower bound, so a time just ahead of this clock (another process's) still counts.
    if (bucket.fromDays > 0) {
      conditions.push('waiting_since <= ?');
      bindings.push(daysAgo(bucket.fromDays));
    }
    if (bucket.toDays !== null) {
      conditions.push('waiting_since > ?');
      bindings.push(daysAgo(bucket.toDays));
    }
    return knex.raw(`count(*) filter (where ${conditions.join(' and ')}) as b${index}`, bindings);
  });
  const waiting = pendingProjects(knex).select(knex.raw('coalesce(changes_submitted_at, created_at) as waiting_since'));
  const row = (await knex.select(counts).from(waiting.as('waiting')).first()) as Record<string, Count> | undefined;
  return APPROVAL_AGE_BUCKETS.map((bucket, index) => ({ bucket: bucket.key, count: Number(row?.[`b${index}`] ?? 0) }));
}

/** `GET /api/admin/overview/trends`: the dashboard's charts, counted at `now`. */
export async function readAdminTrends(now: Date = new Date(), trx?: Knex.Transaction): Promise<AdminTrends> {
  const knex = trx ?? Project.knex();
  const [weeks, cities, ages] = await Promise.all([weeklyCounts(knex, now), listingsByCity(knex), approvalsByAge(knex, now)]);
  return { weeks, listingsByCity: cities, approvalsByAge: ages };
}
