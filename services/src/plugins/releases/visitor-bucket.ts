import crypto from 'node:crypto';
import type { Request, Server, ServerStateCookieOptions } from '@hapi/hapi';
import type { Variant } from './live-releases';

/** A visitor's bucket (0-99) for canaries, kept a year so they stay on the same side; the browser never reads it. */
export const BUCKET_COOKIE = 'pw_bucket';
const BUCKET_COOKIE_OPTIONS: ServerStateCookieOptions = {
  ttl: 365 * 24 * 60 * 60 * 1000,
  path: '/',
  isSecure: false,
  isHttpOnly: false,
  isSameSite: 'Lax',
  encoding: 'none',
  strictHeader: true,
  ignoreErrors: true,
  clearInvalid: false,
};

/** A new bucket given to this request, for the reply to set. */
const assigned = new WeakMap<object, number>();

function bucketOf(request: Pick<Request, 'state'>): number {
  const kept = String((request.state as Record<string, unknown> | undefined)?.[BUCKET_COOKIE] ?? '');
  if (/^\d{1,2}$/.test(kept)) return Number(kept);
  const bucket = crypto.randomInt(100);
  assigned.set(request, bucket);
  return bucket;
}

/**
 * The releases this visitor gets: the live ones while no canary runs (no
 * cookie, so the shared page stays shared), else by their bucket, given now
 * when they have none.
 */
export function variantFor(request: Pick<Request, 'state' | 'server'>): Variant {
  const { releases } = request.server.app;
  return releases.variant(releases.hasCanary ? bucketOf(request) : null);
}

/** Sets the bucket cookie on the reply to a request that was given one. */
export function registerBucketCookie(server: Server): void {
  server.state(BUCKET_COOKIE, BUCKET_COOKIE_OPTIONS);
  server.ext('onPreResponse', (request, h) => {
    const bucket = assigned.get(request);
    const response = request.response;
    if (bucket !== undefined && !('isBoom' in response && response.isBoom)) h.state(BUCKET_COOKIE, String(bucket));
    return h.continue;
  });
}
