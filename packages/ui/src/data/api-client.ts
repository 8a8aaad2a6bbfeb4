/**
 * The one HTTP client of the site. Every call sends the session cookie and no
 * custom headers; a failed response becomes an ApiError whose message is
 * "status: body text" (the generic failure), and whose `serverMessage`
 * is the API's readable `message` when it sent one, and whose `fields` name
 * the request's fields the API refused (its `validation.keys`), first the one
 * the message is about.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly serverMessage: string | undefined,
    readonly fields: readonly string[] = [],
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

/**
 * The error of a failed reply, carrying the server's readable message when it
 * sent one about the request (4xx). A server fault's message ("An internal
 * server error occurred") tells a visitor nothing, so the screen's own
 * fallback shows instead.
 */
function errorOf(status: number, statusText: string, text: string): ApiError {
  let serverMessage: string | undefined;
  let fields: string[] = [];
  if (status >= 500) return new ApiError(status, text || statusText, undefined);
  try {
    const parsed = JSON.parse(text) as { message?: unknown; validation?: { keys?: unknown } };
    if (typeof parsed.message === 'string') serverMessage = parsed.message;
    const keys = parsed.validation?.keys;
    if (Array.isArray(keys)) fields = keys.filter((key): key is string => typeof key === 'string');
  } catch {
    // not JSON: the body text is the message
  }
  return new ApiError(status, text || statusText, serverMessage, fields);
}

async function failure(response: Response): Promise<ApiError> {
  return errorOf(response.status, response.statusText, await response.text().catch(() => ''));
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

/**
 * POSTs a form (files) and resolves with the JSON reply. XMLHttpRequest, not
 * fetch, because only it reports upload progress: `onProgress` gets the share
 * sent so far, 0 to 1. Fails with the same ApiError as `apiRequest`.
 */
export function postFormWithProgress<T>(url: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const text = request.responseText;
      if (request.status < 200 || request.status >= 300) {
        reject(errorOf(request.status, request.statusText, text));
        return;
      }
      try {
        const reply = JSON.parse(text) as T;
        onProgress?.(1);
        resolve(reply);
      } catch {
        reject(new ApiError(request.status, text, undefined));
      }
    };
    request.onerror = () => reject(new TypeError('Network error while uploading'));
    request.send(form);
  });
}

/** The readable reason of a failure, for a toast's description. */
export function readableError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
