/**
 * The one HTTP client of the site. Every call sends the session cookie and no
 * custom headers; a failed response becomes an ApiError whose message is
 * "status: body text" (the spec's generic failure), and whose `serverMessage`
 * is the API's readable `message` when it sent one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly serverMessage: string | undefined,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Appends the non-empty parameters to a path, in a stable order. */
export function withQuery(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

async function failure(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let serverMessage: string | undefined;
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string') serverMessage = parsed.message;
  } catch {
    // not JSON: the body text is the message
  }
  return new ApiError(response.status, text || response.statusText, serverMessage);
}

export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  const response = await fetch(url, init);
  if (!response.ok) throw await failure(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? response.json() : response.text()) as Promise<T>;
}

/** The readable reason of a failure, for a toast's description. */
export function readableError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
