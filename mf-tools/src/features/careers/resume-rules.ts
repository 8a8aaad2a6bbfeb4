import { CAREERS_TEXTS, UPLOAD_KINDS } from '@plotwise/contracts';

const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'];
export const RESUME_ACCEPT = [...RESUME_EXTENSIONS, ...UPLOAD_KINDS.resume.types].join(',');

/**
 * The client's first check of a resume (the server checks the bytes): a PDF or
 * Word file by name or type, at most 2 MB. Returns the message saying why, or null.
 */
export function resumeProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  const typeOk = (UPLOAD_KINDS.resume.types as readonly string[]).includes(file.type) || RESUME_EXTENSIONS.some((extension) => name.endsWith(extension));
  if (!typeOk) return CAREERS_TEXTS.resumeWrongType;
  if (file.size > UPLOAD_KINDS.resume.maxBytes) return CAREERS_TEXTS.resumeTooLarge;
  return null;
}
