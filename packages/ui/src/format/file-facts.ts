import type { LinkedFile } from '@plotwise/contracts';

/** What people call the types the site stores (UPLOAD_KINDS): PDF, Word, JPEG, PNG. */
const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/svg+xml': 'SVG',
};

const KB = 1024;
const MB = 1024 * KB;

/** '2.4 MB', '850 KB', '120 bytes': binary units, as most file managers count them. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  if (bytes >= KB) return `${Math.round(bytes / KB)} KB`;
  return `${bytes} bytes`;
}

/** A download's type and size, said beside its link: 'PDF, 2.4 MB'; 'Image' for other pictures, the size alone for anything else. */
export function formatFileFacts(file: LinkedFile): string {
  const mediaType = file.contentType.split(';')[0]!.trim().toLowerCase();
  const type = TYPE_NAMES[mediaType] ?? (mediaType.startsWith('image/') ? 'Image' : undefined);
  return type ? `${type}, ${formatFileSize(file.byteSize)}` : formatFileSize(file.byteSize);
}
