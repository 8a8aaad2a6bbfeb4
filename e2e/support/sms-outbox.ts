import { readFile } from 'node:fs/promises';

/**
 * The code in the last text a site sent to a number, from its outbox file
 * (SMS_OUTBOX_FILE: one JSON line per text), waiting a moment for it to land.
 */
export async function lastCodeSentTo(outboxFile: string, phoneNumber: string): Promise<string> {
  if (!outboxFile) throw new Error('The site has no SMS outbox file (SMS_OUTBOX_FILE)');
  const deadline = Date.now() + 5_000;
  for (;;) {
    const lines = (await readFile(outboxFile, 'utf8').catch(() => '')).split('\n').filter(Boolean);
    const texts = lines.map((line) => JSON.parse(line) as { to: string; body: string }).filter((text) => text.to === phoneNumber);
    const code = /\b(\d{6})\b/.exec(texts.at(-1)?.body ?? '')?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No code was texted to ${phoneNumber} (outbox ${outboxFile})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
