import { PLOT_SUBMISSION_LIMITS, SUBMIT_PROPERTY_TEXTS as TEXTS } from '@plotwise/contracts';

export interface Rejection {
  title: string;
  description: string;
}

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function firstBytes(file: File, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  // Blob.arrayBuffer is missing in some test environments; FileReader is everywhere.
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/** JPEG or PNG by the file's own bytes, as the server checks, not by its name. */
export async function isJpegOrPng(file: File): Promise<boolean> {
  const bytes = await firstBytes(file, 8);
  const starts = (signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  return starts(JPEG) || starts(PNG);
}

export interface PickResult {
  accepted: File[];
  rejections: Rejection[];
}

/**
 * Sorts newly picked files into those that may join the `alreadyChosen` ones
 * and a reason for each one refused: up to 5 images, JPEG or PNG, 5 MB each.
 */
export async function pickImages(files: File[], alreadyChosen: number): Promise<PickResult> {
  const accepted: File[] = [];
  const rejections: Rejection[] = [];
  for (const file of files) {
    if (!(await isJpegOrPng(file))) {
      rejections.push({ title: TEXTS.invalidFileTypeTitle, description: TEXTS.invalidFileType(file.name) });
    } else if (file.size > PLOT_SUBMISSION_LIMITS.imageMaxBytes) {
      rejections.push({ title: TEXTS.fileTooLargeTitle, description: TEXTS.fileTooLarge(file.name) });
    } else if (alreadyChosen + accepted.length >= PLOT_SUBMISSION_LIMITS.maxImages) {
      if (!rejections.some((rejection) => rejection.title === TEXTS.tooManyFilesTitle)) {
        rejections.push({ title: TEXTS.tooManyFilesTitle, description: TEXTS.tooManyFiles });
      }
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejections };
}
