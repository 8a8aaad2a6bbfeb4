import crypto from 'node:crypto';

/**
 * Fetching a remote's files from another origin (a CDN, a bucket, a team's
 * own server), with the reason a fetch failed in words a deployer can act on:
 * no answer within the time allowed, the HTTP status, a refused connection.
 */
export type FetchResult = { ok: true; body: Buffer; headers: Headers } | { ok: false; cause: string };

/** Why a fetch threw, from the error undici gives: its timeout, or the socket's error code. */
export function fetchFailureCause(error: unknown, timeoutMs: number): string {
  const failure = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (failure.name === 'TimeoutError' || failure.name === 'AbortError') return `no answer within ${timeoutMs} ms (timeout)`;
  const code = failure.cause?.code;
  if (code === 'ECONNREFUSED') return 'connection refused (ECONNREFUSED)';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `host not found (${code})`;
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return `connection closed by the other side (${code})`;
  return code ? `${failure.cause?.message ?? failure.message} (${code})` : (failure.cause?.message ?? failure.message ?? String(error));
}

/** GETs `url`; `origin`, when given, is sent as the Origin header, as a browser on the site would. */
export async function fetchFrom(url: string, timeoutMs: number, origin?: string): Promise<FetchResult> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: origin ? { origin } : {}, redirect: 'follow' });
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, cause: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}` };
    }
    return { ok: true, body: Buffer.from(await response.arrayBuffer()), headers: response.headers };
  } catch (error) {
    return { ok: false, cause: fetchFailureCause(error, timeoutMs) };
  }
}

/**
 * Why a browser on `origin` could not read a reply (a page's fetch of the
 * manifest, a preload with `crossorigin`): no Access-Control-Allow-Origin
 * header, or one naming another origin. Null when it may.
 */
export function corsProblem(url: string, origin: string, headers: Headers): string | null {
  const allowed = headers.get('access-control-allow-origin');
  if (allowed === '*' || allowed === origin) return null;
  const fix = `serve it with "Access-Control-Allow-Origin: ${origin}" (or "*")`;
  return allowed === null
    ? `${url} answered without an Access-Control-Allow-Origin header for Origin ${origin}, so the site's pages cannot load it (CORS); ${fix}`
    : `${url} answered Access-Control-Allow-Origin: ${allowed}, not the site's origin ${origin} (CORS); ${fix}`;
}

export const sha256 = (body: Buffer | string) => crypto.createHash('sha256').update(body).digest('hex');
