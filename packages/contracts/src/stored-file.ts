import { z } from 'zod';

/** Where the API serves a stored file: `/api/files/{uuid}` (services/src/storage). */
export const STORED_FILE_URL_PATTERN = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The id inside a stored-file URL, or null for any other URL (including other sites'). */
export function storedFileIdOf(url: string): string | null {
  const match = STORED_FILE_URL_PATTERN.exec(url);
  return match ? match[1]!.toLowerCase() : null;
}

/** A link to a file this site stored; the API also checks the file exists and is of the right kind. */
export const storedFileUrlSchema = (message: string) => z.string().trim().max(100).regex(STORED_FILE_URL_PATTERN, message);
