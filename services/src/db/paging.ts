import type { Model, QueryBuilder } from 'objection';
import type { Page } from '@plotwise/contracts';

/** Which page of a list, as every list query of the contracts names it. */
export interface Paging {
  page: number;
  pageSize: number;
}

/**
 * One page of a filtered, ordered query and the count of all its rows, read
 * together; `present` shapes each row for the reply.
 */
export async function pageOf<M extends Model>(query: QueryBuilder<M, M[]>, paging: Paging): Promise<Page<M>>;
export async function pageOf<M extends Model, T>(query: QueryBuilder<M, M[]>, paging: Paging, present: (row: M) => T): Promise<Page<T>>;
export async function pageOf<M extends Model, T>(query: QueryBuilder<M, M[]>, { page, pageSize }: Paging, present?: (row: M) => T): Promise<Page<M | T>> {
  const [total, rows] = await Promise.all([
    // resultSize leaves the order, limit and offset out of its count.
    query.clone().resultSize(),
    query.clone().limit(pageSize).offset((page - 1) * pageSize),
  ]);
  return { items: present ? rows.map(present) : rows, total, page, pageSize };
}
