import type { Lifecycle, ReqRefDefaults, ResponseObject, RouteOptions, RouteOptionsAccess, RouteOptionsApp, RouteOptionsPayload, ServerRoute } from '@hapi/hapi';
import { emptyObjectSchema } from '@plotwise/contracts';
import type { z } from 'zod';
import { zodValidator } from '../validation/zod-validator';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | '*';
type Schema = z.ZodType | undefined;
type Parsed<S extends Schema, Otherwise> = S extends z.ZodType ? z.output<S> : Otherwise;

/**
 * What a handler's request carries: the values the route's zod schemas produce.
 * Without a payload schema a route reads no body, or the parts of a multipart
 * upload (`payloadOptions`), or checks it with its own `payload` function.
 */
export type RefsOf<P extends Schema, Q extends Schema, B extends Schema> = {
  Params: Parsed<P, ReqRefDefaults['Params']>;
  Query: Parsed<Q, ReqRefDefaults['Query']>;
  Payload: Parsed<B, Record<string, unknown> | null>;
};

/** A hapi validation function, for a payload whose schema depends on the caller (it runs after authentication). */
type PayloadCheck = (value: unknown, options: { context?: object }) => Promise<unknown>;

interface RouteSpec<P extends Schema, Q extends Schema, B extends Schema>
  extends Omit<RouteOptions, 'auth' | 'description' | 'handler' | 'payload' | 'validate'> {
  description: string;
  params?: P;
  /** Omitted: the route takes no query string, and any is a 400. `false`: the query is not read or checked. */
  query?: Q | false;
  payload?: B | PayloadCheck;
  /** hapi's payload settings (size, streaming), for the upload routes. */
  payloadOptions?: RouteOptionsPayload;
  handler: Lifecycle.Method<RefsOf<P, Q, B>>;
}

/**
 * Declares a route in one line of method, path and access, then what it takes
 * and does. The zod schemas validate the request (the parsed values replace the
 * raw ones) and type the handler's `request.params`, `.query` and `.payload`;
 * the server's route table stays untyped.
 */
export function defineRoute<P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined>(
  route: `${Method} /${string}`,
  access: RouteOptionsAccess | false,
  { params, query, payload, payloadOptions, ...options }: RouteSpec<P, Q, B>,
): ServerRoute {
  const [method, path] = route.split(' ') as [Method, string];
  const validate = {
    ...(params && { params: zodValidator(params) }),
    ...(query !== false && { query: zodValidator(query ?? emptyObjectSchema) }),
    ...(payload && { payload: typeof payload === 'function' ? payload : zodValidator(payload) }),
  };
  return { method, path, options: { ...options, auth: access, validate, ...(payloadOptions && { payload: payloadOptions }) } } as unknown as ServerRoute;
}

/** A handler's answer once `work` is done: 204 No Content. */
export async function noContent(h: { response(): ResponseObject }, work: PromiseLike<unknown>): Promise<ResponseObject> {
  await work;
  return h.response().code(204);
}

/** Public routes read the session when there is one and never require it. */
export const PUBLIC_ACCESS: RouteOptionsAccess = { strategy: 'session', mode: 'try' };

/** Admin routes: a valid session whose role is admin (hapi scopes come from the role). */
export const ADMIN_ACCESS: RouteOptionsAccess = { strategy: 'session', mode: 'required', access: { scope: ['admin'] } };

/** Any signed-in account (user, agent approved or not, admin). */
export const SIGNED_IN_ACCESS: RouteOptionsAccess = { strategy: 'session', mode: 'required' };

/** Agents an admin has approved (scope from auth/session-scopes.ts); unapproved agents get 403. */
export const APPROVED_AGENT_ACCESS: RouteOptionsAccess = { strategy: 'session', mode: 'required', access: { scope: ['approved-agent'] } };

/** Approved agents (ownership checked by the handler) and admins. */
export const APPROVED_AGENT_OR_ADMIN_ACCESS: RouteOptionsAccess = {
  strategy: 'session',
  mode: 'required',
  access: { scope: ['approved-agent', 'admin'] },
};

/** People with their own account to manage: users and agents (approved or not), not the configured admin. */
export const ACCOUNT_HOLDER_ACCESS: RouteOptionsAccess = { strategy: 'session', mode: 'required', access: { scope: ['user', 'agent'] } };

/**
 * A write route's `app` setting when it changes nothing an anonymous page
 * shows (a sign-in, an inquiry, a wishlist heart, a lead's status): the
 * server-rendered pages kept in memory stay. Any other successful write
 * drops them all, so a route that forgets this costs renders, never a stale page.
 */
export const KEEPS_PUBLIC_PAGES: RouteOptionsApp = { keepsPublicPages: true };
