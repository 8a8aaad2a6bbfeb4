/**
 * The demo illustrations become pictures as uploads do, once per machine: a
 * later seed (a test server, a new DATA_DIR) reads back what an earlier one
 * wrote instead of encoding the same drawing again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { renderCityIllustration } from '../city-illustration';
import { demoPicture, demoPictures } from '../demo-pictures';

const folders: string[] = [];
function emptyCache(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-demo-cache-'));
  folders.push(folder);
  return folder;
}
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

/** The one file the cache holds (in its pipeline's folder). */
function cachedFile(cache: string): string {
  const [version, ...others] = fs.readdirSync(cache);
  expect(others).toEqual([]);
  const entries = fs.readdirSync(path.join(cache, version!));
  expect(entries).toHaveLength(1);
  return path.join(cache, version!, entries[0]!);
}

const pune = renderCityIllustration('Pune');

describe('demo pictures', () => {
  it('are JPEGs written anew at the drawing\'s size, and a later seed reads them back instead of encoding again', async () => {
    const cache = emptyCache();
    const first = await demoPicture(pune, 'city-pune', cache);
    expect(first.contentType).toBe('image/jpeg');
    const { format, width, height, exif } = await sharp(first.data).metadata();
    expect([format, width, height, exif]).toEqual(['jpeg', 1600, 600, undefined]);
    expect(fs.readFileSync(cachedFile(cache)).equals(first.data)).toBe(true);

    // A stand-in in the cache comes back as it is: the drawing is not encoded again.
    const standIn = await sharp({ create: { width: 16, height: 6, channels: 3, background: '#2a6' } }).jpeg().toBuffer();
    fs.writeFileSync(cachedFile(cache), standIn);
    expect((await demoPicture(pune, 'city-pune', cache)).data.equals(standIn)).toBe(true);
  });

  it('encodes again over a cached file that is not a picture, and drops what earlier pipelines left', async () => {
    const cache = emptyCache();
    fs.mkdirSync(path.join(cache, 'an-earlier-pipeline'));
    fs.writeFileSync(path.join(cache, 'an-earlier-pipeline', 'old'), 'old picture');
    const first = await demoPicture(pune, 'city-pune', cache);

    fs.writeFileSync(cachedFile(cache), 'half a picture');
    const again = await demoPicture(pune, 'city-pune', cache);
    expect(again.data.equals(first.data)).toBe(true);
    expect(fs.readFileSync(cachedFile(cache)).equals(first.data)).toBe(true);
  });

  it('still makes the pictures, in order, when the cache cannot be written', async () => {
    const notAFolder = path.join(emptyCache(), 'a-file');
    fs.writeFileSync(notAFolder, '');
    const chennai = renderCityIllustration('Chennai');
    const [a, b, c] = await demoPictures(
      [
        { svg: pune, name: 'city-pune' },
        { svg: chennai, name: 'city-chennai' },
        { svg: pune, name: 'blog-pune' },
      ],
      notAFolder,
    );
    expect(a!.data.equals(c!.data)).toBe(true);
    expect(a!.data.equals(b!.data)).toBe(false);
    expect((await sharp(b!.data).metadata()).format).toBe('jpeg');
  });
});
