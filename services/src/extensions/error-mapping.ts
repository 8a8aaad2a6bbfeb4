import Boom from '@hapi/boom';
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import {
  CheckViolationError,
  DataError,
  ForeignKeyViolationError,
  NotFoundError,
  NotNullViolationError,
  UniqueViolationError,
} from 'objection';
import { SESSION_COOKIE } from '../plugins/auth/session-cookie';

/**
 * The one place database and ORM errors become HTTP errors, so services can let
 * them fly and no client ever reads a constraint name or an SQL fragment.
 */
export function mapError(error: Error): Boom.Boom | null {
  if (isDatabaseUnavailable(error)) {
    const unavailable = Boom.serverUnavailable(DATABASE_UNAVAILABLE);
    unavailable.output.headers['Retry-After'] = '5';
    return unavailable;
  }
  if (error instanceof NotFoundError) {
    return Boom.notFound(`${error.modelClass?.name ?? 'Record'} Not Found`);
  }
  if (error instanceof UniqueViolationError) {
    return Boom.conflict(`A record with this ${humanColumns(error.columns)} already exists`);
  }
  if (error instanceof ForeignKeyViolationError) {
    return Boom.conflict('This refers to a record that does not exist, or is still referred to by another record');
  }
  if (error instanceof NotNullViolationError) {
    return Boom.badRequest(`${camelCase(error.column)} is required`);
  }
  if (error instanceof CheckViolationError) {
    return Boom.badRequest('A value is not one of the allowed choices');
  }
  if (error instanceof DataError) {
    return Boom.badRequest('A value is malformed or out of range');
  }
  return null;
}

export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

/** PostgreSQL SQLSTATE classes and socket errors that mean "the database is away", not "the request is wrong". */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300']);

/**
 * The database restarting, unreachable or out of connections. These become a
 * 503 with Retry-After (the pool reconnects by itself), not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as { name?: string; code?: unknown; message?: unknown; nativeError?: unknown; cause?: unknown };
    if (candidate.name === 'KnexTimeoutError') return true;
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (UNAVAILABLE_CODES.has(code) || /^08/.test(code)) return true;
    if (typeof candidate.message === 'string' && /Connection terminated|connection timeout|^timeout expired$|Client has encountered a connection error/i.test(candidate.message)) {
      return true;
    }
    current = candidate.nativeError ?? candidate.cause;
  }
  return false;
}

/** Columns are named as the API's fields are: `password_hash` → `passwordHash`. */
function camelCase(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

function humanColumns(columns: string[] | undefined): string {
  return columns && columns.length > 0 ? columns.map(camelCase).join(', ') : 'value';
}

export const SIGN_IN_TO_CONTINUE = 'Please sign in to continue.';
export const SIGN_IN_AGAIN = 'Your session has ended. Please sign in again.';

/**
 * Authentication failures come from the JWT scheme with a Bearer challenge and
 * a reason (expired, bad signature…); this site signs in with a cookie, so say
 * it plainly and never why a token failed.
 */
function rewriteAuthError(error: Boom.Boom, request: Request): void {
  const { statusCode } = error.output;
  if (statusCode === 401 && error.output.headers['WWW-Authenticate']) {
    delete error.output.headers['WWW-Authenticate'];
    delete error.output.payload.attributes;
    error.output.payload.message = request.state?.[SESSION_COOKIE] ? SIGN_IN_AGAIN : SIGN_IN_TO_CONTINUE;
  } else if (statusCode === 403 && error.message === 'Insufficient scope') {
    error.output.payload.message = 'You do not have permission to do this.';
  }
}

export const errorMappingExtension: Plugin<void> = {
  name: 'plotwise-error-mapping',
  register(server) {
    server.ext('onPreResponse', (request: Request, h: ResponseToolkit) => {
      const { response } = request;
      if (!Boom.isBoom(response)) return h.continue;

      const mapped = mapError(response);
      if (mapped) return mapped;

      // 500s keep hapi's generic message; hapi-pino logs the original error.
      rewriteAuthError(response, request);
      // hapi's own refusal of a body's type says only "Unsupported Media Type"; say what to send.
      if (response.output.statusCode === 415 && response.output.payload.message === 'Unsupported Media Type') {
        const allowed = [request.route.settings.payload?.allow ?? []].flat().join(' or ');
        response.output.payload.message = allowed ? `Send the request body as ${allowed}.` : 'Unsupported content type.';
      }
      return h.continue;
    });
  },
};
