export interface JsonReply {
  status: number;
  body?: unknown;
}

/** What fetch resolves to for a JSON reply (no body: no content type, as a 204). */
export function jsonResponse({ status, body }: JsonReply) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' && text ? 'application/json' : null) },
    json: async () => JSON.parse(text),
    text: async () => text,
  };
}
