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
const WEEK_SECONDS = 7 * 86_400;

type Count = number | string;

/**
 * Rows of `table` made since `since`, by week: the week's number counted from
 * `since` (a Monday midnight in India). India has no daylight saving, so every
 * week is exactly seven days and plain arithmetic on the instant finds it, the
 * same on PostgreSQL and PGlite; the range on `created_at` is an index scan.
 */
async function countByWeek(knex: Knex, table: 'inquiries' | 'projects', since: Date): Promise<Map<number, number>> {
  const rows = (await knex(table)
    .where('createdAt', '>=', since)
    .select(knex.raw('floor(extract(epoch from (created_at - ?::timestamptz)) / ?)::integer as week', [since.toISOString(), WEEK_SECONDS]))
    .count('* as count')
    .groupBy('week')) as Array<{ week: number; count: Count }>;
  return new Map(rows.map((row) => [Number(row.week), Number(row.count)]));
}

async function weeklyCounts(knex: Knex, now: Date): Promise<AdminTrends['weeks']> {
  const current = indiaWeekStart(now).startsAt;
  const since = new Date(current.getTime() - (ADMIN_TRENDS_WEEKS - 1) * 7 * DAY_MS);
  const [enquiries, listings] = await Promise.all([countByWeek(knex, 'inquiries', since), countByWeek(knex, 'projects', since)]);
  return Array.from({ length: ADMIN_TRENDS_WEEKS }, (_, week) => ({
    weekStart: indiaWeekStart(new Date(since.getTime() + week * 7 * DAY_MS)).day,
    enquiries: enquiries.get(week) ?? 0,
    listings: listings.get(week) ?? 0,
  }));
}

/**
 * Approved projects by city, as the public site groups them (case-insensitive
 * `city_key`, named like GET /api/cities names it): the top cities, then the
 * rest as Other.
 */
async function listingsByCity(knex: Knex): Promise<AdminTrends['listingsByCity']> {
  const rows = (await knex('projects')
    .where('approvalStatus', 'approved')
    .groupBy('cityKey')
    .select(knex.raw('city_key as key'), knex.raw('mode() within group (order by city) as name'))
    .count('* as count')
    .orderBy([{ column: 'count', order: 'desc' }, { column: 'key', order: 'asc' }])) as Array<{ key: string; name: string; count: Count }>;
  const top = rows.slice(0, ADMIN_TRENDS_TOP_CITIES).map((row) => ({ city: cityDisplayName(row.key, row.name), count: Number(row.count), isOther: false }));
  const rest = rows.slice(ADMIN_TRENDS_TOP_CITIES).reduce((sum, row) => sum + Number(row.count), 0);
  return rest > 0 ? [...top, { city: ADMIN_TRENDS_TEXTS.other, count: rest, isOther: true }] : top;
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
