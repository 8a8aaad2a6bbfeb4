/**
 * A phone's photo as visitors receive it: written anew, upright, without its
 * EXIF and GPS position, at the widths srcset asks for and in a 1200×630 link
 * preview; files that only start like a picture, and pictures with too many
 * pixels, are refused with a readable 4xx.
 */
import sharp from 'sharp';
import type { UploadedFile } from '@plotwise/contracts';
import { SAMPLE_FILES, uploadFile } from '../../../test/support/multipart';
import { useTestApp } from '../../../test/support/test-app';
import { saveFile } from '../file-store';

const app = useTestApp({ configure: (config) => ({ ...config, publicFormRateLimit: { maxAttempts: 100, windowMs: 60_000 } }) });

const upload = (name: string, data: Buffer) => uploadFile(app, 'image', name, data, { contentType: 'image/jpeg' });

/** A 4000×3000 camera photo held sideways (EXIF orientation 6), with a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  const { data, info } = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#6a9' } })
    .composite([{ input: Buffer.from('<svg width="4000" height="3000"><rect x="0" y="0" width="2000" height="1500" fill="#c33"/></svg>'), top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Camera 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '73/1 51/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(4000);
  return data;
}

describe('pictures at upload', () => {
  it('are stored upright, without EXIF or GPS, with variants at each width and a link-preview crop', async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const response = await upload('IMG_2041.jpg', photo);
    expect(response.statusCode).toBe(201);
    const stored = JSON.parse(response.payload) as UploadedFile;
    expect(stored.contentType).toBe('image/jpeg');

    const main = await app.inject(stored.url);
    const mainMeta = await sharp(main.rawPayload).metadata();
    expect(mainMeta.exif).toBeUndefined();
    expect(mainMeta.orientation).toBeUndefined();
    // Turned upright and kept at most 2560 px on its longest side.
    expect([mainMeta.width, mainMeta.height]).toEqual([1920, 2560]);

    for (const [variant, width, format] of [
      ['w480.avif', 480, 'heif'],
      ['w960.webp', 960, 'webp'],
      ['w1600.jpg', 1600, 'jpeg'],
    ] as const) {
      const served = await app.inject(`${stored.url}/${variant}`);
      expect([variant, served.statusCode]).toEqual([variant, 200]);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect([variant, meta.width, meta.format, meta.exif]).toEqual([variant, width, format, undefined]);
    }
    // What a phone downloads for a project card or the gallery stays small.
    expect((await app.inject(`${stored.url}/w960.webp`)).rawPayload.byteLength).toBeLessThan(150 * 1024);

    const social = await sharp((await app.inject(`${stored.url}/social.jpg`)).rawPayload).metadata();
    expect([social.width, social.height]).toEqual([1200, 630]);
  });

  it('refuses a file that only starts like a PNG with 415, and a picture of too many pixels with 413', async () => {
    const fake = await upload('plot.png', SAMPLE_FILES.fakePng(4096));
    expect(fake.statusCode).toBe(415);
    expect(JSON.parse(fake.payload).message).toBe('plot.png could not be read as a picture.');

    const huge = await sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#fff' } }).jpeg({ quality: 10 }).toBuffer();
    const refused = await upload('huge.jpg', huge);
    expect(refused.statusCode).toBe(413);
    expect(JSON.parse(refused.payload).message).toBe('huge.jpg has too many pixels: send a picture of at most 50 megapixels.');
  });

  it('draws an illustration stored before variants existed at the width asked for, once', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#2a6"/></svg>';
    const saved = await saveFile({ content: Buffer.from(svg), contentType: 'image/svg+xml' });
    const first = await app.inject(`${saved.url}/w480.webp`);
    expect(first.statusCode).toBe(200);
    expect((await sharp(first.rawPayload).metadata()).width).toBe(480);
    expect((await app.inject(`${saved.url}/w480.webp`)).rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 404 for variants of documents and unknown variant names', async () => {
    const pdf = await saveFile({ content: Buffer.from('%PDF-1.7\n'), contentType: 'application/pdf' });
    expect((await app.inject(`${pdf.url}/w480.webp`)).statusCode).toBe(404);
    const picture = await saveFile({ content: SAMPLE_FILES.png(), contentType: 'image/png' });
    expect((await app.inject(`${picture.url}/w123.webp`)).statusCode).toBe(400);
  });
});
