import crypto from 'node:crypto';
import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { REPO_ROOT } from '../../config';
import { sniffContentType } from '../../storage/content-sniffing';
import { sanitizeImage } from '../../storage/image-pipeline';

/**
 * The demo illustrations as pictures: sharp renders each SVG, and
 * sanitizeImage writes it anew exactly as it writes an upload (a JPEG at the
 * drawing's own size). The drawings are deterministic, so what the pipeline
 * makes of one never changes until the drawing, the pipeline or sharp does:
 * it is kept in this folder and reused by every later seed on this machine
 * (each test server, each new DATA_DIR) instead of being encoded again.
 */
export const DEMO_PICTURE_CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'plotwise-demo-pictures');

export interface DemoPicture {
  data: Buffer;
  contentType: string;
}

const PIPELINE_SOURCE = path.join(__dirname, '..', '..', 'storage', 'image-pipeline.ts');
let pipelineFingerprint: string | null | undefined;

/**
 * What the pictures depend on besides the drawing: the pipeline's own code
 * (its sizes and encoder settings) and sharp's libraries. Null when the
 * pipeline's source is not beside this file (then nothing is cached).
 */
function fingerprint(): string | null {
  if (pipelineFingerprint === undefined) {
    try {
      const source = fs.readFileSync(PIPELINE_SOURCE);
      pipelineFingerprint = crypto.createHash('sha256').update(source).update(JSON.stringify(sharp.versions)).digest('hex').slice(0, 16);
    } catch {
      pipelineFingerprint = null;
    }
  }
  return pipelineFingerprint;
}

const prepared = new Set<string>();

/** This pipeline's folder in the cache, created once per process; folders of earlier pipelines are removed. */
function pipelineFolder(cacheDir: string, version: string): string {
  const folder = path.join(cacheDir, version);
  if (!prepared.has(folder)) {
    if (!fs.existsSync(folder)) {
      fs.mkdirSync(folder, { recursive: true });
      for (const entry of fs.readdirSync(cacheDir)) {
        if (entry !== version) fs.rmSync(path.join(cacheDir, entry), { recursive: true, force: true });
      }
    }
    prepared.add(folder);
  }
  return folder;
}

/** A cached picture, or null when there is none (or what is there is not a picture). */
function readCached(file: string): DemoPicture | null {
  try {
    const data = fs.readFileSync(file);
    const contentType = sniffContentType(data);
    return contentType?.startsWith('image/') ? { data, contentType } : null;
  } catch {
    return null;
  }
}

/** Writes through a temporary name, so a seed running alongside never reads half a picture. */
function writeCached(file: string, data: Buffer): void {
  const temporary = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
  try {
    fs.writeFileSync(temporary, data);
    fs.renameSync(temporary, file);
  } catch {
    // A cache that cannot be written (a read-only install) only costs the next seed the encoding.
    try {
      fs.rmSync(temporary, { force: true });
    } catch {
      // Nothing was written.
    }
  }
}

/** One illustration as the pipeline writes it, from the cache when this machine has written it before. */
export async function demoPicture(svg: string, name: string, cacheDir = DEMO_PICTURE_CACHE_DIR): Promise<DemoPicture> {
  const version = fingerprint();
  let file: string | null = null;
  if (version) {
    try {
      file = path.join(pipelineFolder(cacheDir, version), crypto.createHash('sha256').update(svg).digest('hex'));
    } catch {
      file = null;
    }
  }
  const cached = file ? readCached(file) : null;
  if (cached) return cached;
  const picture = await sanitizeImage(Buffer.from(svg, 'utf8'), name);
  if (file) writeCached(file, picture.data);
  return { data: picture.data, contentType: picture.contentType };
}

/**
 * Every illustration as a picture, in the order given: one per core at a
 * time (sharp encodes on libuv's threads), each drawing made once however
 * often it appears.
 */
export async function demoPictures(illustrations: readonly { svg: string; name: string }[], cacheDir = DEMO_PICTURE_CACHE_DIR): Promise<DemoPicture[]> {
  const made = new Map<string, Promise<DemoPicture>>();
  const results: DemoPicture[] = new Array(illustrations.length);
  let next = 0;
  const worker = async () => {
    while (next < illustrations.length) {
      const index = next++;
      const { svg, name } = illustrations[index]!;
      let picture = made.get(svg);
      if (!picture) {
        picture = demoPicture(svg, name, cacheDir);
        made.set(svg, picture);
      }
      results[index] = await picture;
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), illustrations.length) }, worker));
  return results;
}
