import { pageParam, pageSizeParam, textParam } from '../common/query-params';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from './constants';

/** The admin tables' paging and search parameters, shared by their list queries (not re-exported). */
export const paging = { page: pageParam(), pageSize: pageSizeParam(ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX) };
export const searchParam = textParam('search', 100);
