import { readFile } from 'node:fs/promises';

/**
 * The first link to `path` in the last email a site sent to an address, from
 * its outbox file (EMAIL_OUTBOX_FILE: one JSON line per email), waiting a
 * moment for it to land: the site sends without making the request wait.
 */
export async function lastLinkEmailedTo(outboxFile: string, address: string, path: string | RegExp): Promise<URL> {
  if (!outboxFile) throw new Error('The site has no email outbox file (EMAIL_OUTBOX_FILE)');
  const deadline = Date.now() + 5_000;
  for (;;) {
    const lines = (await readFile(outboxFile, 'utf8').catch(() => '')).split('\n').filter(Boolean);
    const emails = lines.map((line) => JSON.parse(line) as { to: string; text: string }).filter((email) => email.to === address);
    const link = (emails.at(-1)?.text ?? '').split(/\s+/).find((word) => /^https?:\/\//.test(word) && (typeof path === 'string' ? new URL(word).pathname === path : path.test(new URL(word).pathname)));
    if (link) return new URL(link);
    if (Date.now() > deadline) throw new Error(`No link to ${path} was emailed to ${address} (outbox ${outboxFile})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
