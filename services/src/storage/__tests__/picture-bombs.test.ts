/**
 * Pictures whose bytes are tiny but whose decoding is not: refused from the
 * header in a moment with a readable 4xx, and a stored one of an odd shape
 * still gets a link preview, never enlarged past a bound.
 */
import sharp from 'sharp';
import { pngDeclaring } from '../../../../e2e/support/sample-image';
import { uploadFile } from '../../../test/support/multipart';
import { messageOf, useTestApp } from '../../../test/support/test-app';
import { workPool } from '../../work-pool';
import { saveFile } from '../file-store';

const app = useTestApp({ configure: (config) => ({ ...config, publicFormRateLimit: { maxAttempts: 100, windowMs: 60_000 } }) });

// The pool's process starts on first use (seconds on a busy machine): not what is timed here.
beforeAll(async () => {
  await workPool().run('spin', [0]);
});

/** The answer, or a failure once `ms` have passed (a bomb must not keep the test, or a visitor, waiting). */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('picture bombs at upload', () => {
  it.each([
    ['1,000,000×1', 1_000_000, 1, 'strip.png is too long and narrow: send a picture at most 10 times as long as it is wide.'],
    ['1×1,000,000', 1, 1_000_000, 'strip.png is too long and narrow: send a picture at most 10 times as long as it is wide.'],
    ['12×12', 12, 12, 'strip.png is too small: send a picture at least 16 pixels on each side.'],
  ])('refuses a tiny PNG declaring %s pixels with 422 within seconds', async (_label, width, height, message) => {
    const bomb = pngDeclaring(width, height);
    expect(bomb.byteLength).toBeLessThan(4096);
    const started = Date.now();
    const response = await within(5_000, uploadFile(app, 'image', 'strip.png', bomb, { contentType: 'image/png' }));
    expect([response.statusCode, messageOf(response)]).toEqual([422, message]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('still takes a wide panorama within the bounds', async () => {
    const panorama = await sharp({ create: { width: 1600, height: 200, channels: 3, background: '#7ab' } }).jpeg().toBuffer();
    expect((await uploadFile(app, 'image', 'pano.jpg', panorama)).statusCode).toBe(201);
  });
});

describe('the link preview of a stored picture', () => {
  const previewOf = async (picture: Buffer) => {
    const saved = await saveFile({ content: picture, contentType: 'image/png' });
    const response = await within(10_000, app.inject(`${saved.url}/social.jpg`));
    expect(response.statusCode).toBe(200);
    const { width, height } = await sharp(response.rawPayload).metadata();
    return [width, height];
  };

  it('enlarges a small picture at most twice, rather than to 1200×630', async () => {
    expect(await previewOf(await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a6' } }).png().toBuffer())).toEqual([600, 400]);
  });

  it('of a 2560×1 strip stored before the size checks is a strip too, made in a moment', async () => {
    expect(await previewOf(pngDeclaring(2560, 1))).toEqual([1200, 2]);
    // Its sizes for srcset are made as well.
    const saved = await saveFile({ content: pngDeclaring(2560, 1), contentType: 'image/png' });
    expect((await within(10_000, app.inject(`${saved.url}/w1600.jpg`))).statusCode).toBe(200);
  });
});
