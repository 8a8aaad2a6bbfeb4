/**
 * Recognises the few file formats the site accepts from their first bytes
 * ("magic numbers"). The name and the declared type of an upload are the
 * sender's word; the bytes are not. Hand-written because the common library
 * (file-type) is ESM-only, knows hundreds of formats we must refuse anyway,
 * and these five signatures are fixed by their standards.
 */
export type SniffedType =
  | 'image/jpeg'
  | 'image/png'
  | 'application/pdf'
  | 'application/msword'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
/** OLE2 compound file: legacy .doc (and other Office 97 files; Word is the only one we ask for). */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function startsWith(buffer: Buffer, signature: number[]): boolean {
  return buffer.length >= signature.length && signature.every((byte, index) => buffer[index] === byte);
}

export function sniffContentType(buffer: Buffer): SniffedType | null {
  if (startsWith(buffer, JPEG)) return 'image/jpeg';
  if (startsWith(buffer, PNG)) return 'image/png';
  if (startsWith(buffer, PDF)) return 'application/pdf';
  if (startsWith(buffer, OLE2)) return 'application/msword';
  // A .docx is a zip whose entries include word/document.xml; any other zip is refused.
  if (startsWith(buffer, ZIP) && buffer.includes('[Content_Types].xml') && buffer.includes('word/')) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  return null;
}
