import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { fileStorage } from './file-storage';

const BATCH = 20;

/**
 * Moves the bytes of files still held in the database (rows from before
 * migration 031) into the file storage, folder or bucket, a few at a time:
 * each file is written, then its row points at it and lets go of the bytes.
 * Safe to re-run and to interrupt: a row is changed only after its file is in
 * place, and a file written twice is the same bytes under the same key.
 */
export async function moveStoredBlobs(knex: Knex, log: Logger): Promise<number> {
  const storage = fileStorage();
  let moved = 0;
  for (;;) {
    const rows: { id: string; data: Uint8Array }[] = await knex('files').select('id', 'data').whereNull('storage_key').limit(BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      await storage.write(row.id, Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength));
      await knex('files').where({ id: row.id }).whereNull('storage_key').update({ storage_key: row.id, data: null });
      moved += 1;
    }
  }
  if (moved > 0) log.info({ moved }, `Moved ${moved} stored files out of the database into the file storage.`);
  return moved;
}
