import { UPLOAD_KINDS, type UploadedFile } from '@plotwise/contracts';
import { insertUser, sessionCookieFor } from '../../../../test/support/fixtures';
import { multipart, SAMPLE_FILES, uploadFile } from '../../../../test/support/multipart';
import { nextAddress } from '../../../../test/support/public-form';
import { loginAsAdmin, startTestApp, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ configure: (config) => ({ ...config, publicFormRateLimit: { maxAttempts: 100, windowMs: 60_000 } }) });

const upload = (kind: string, filename: string, data: Buffer, contentType = 'application/octet-stream') => uploadFile(app, kind, filename, data, { contentType });

describe('POST /api/upload', () => {
  it.each([
    ['image', 'plot.png', SAMPLE_FILES.png(), 'image/png'],
    ['image', 'plot.jpg', SAMPLE_FILES.jpeg(), 'image/jpeg'],
    ['document', 'brochure.pdf', SAMPLE_FILES.pdf(), 'application/pdf'],
    ['resume', 'cv.doc', SAMPLE_FILES.doc(), 'application/msword'],
    ['resume', 'cv.docx', SAMPLE_FILES.docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['layout', 'layout.pdf', SAMPLE_FILES.pdf(), 'application/pdf'],
    ['layout', 'layout.png', SAMPLE_FILES.png(), 'image/png'],
  ])('stores a %s %s and serves it back as %s with nosniff', async (kind, name, data, expectedType) => {
    const response = await upload(kind, name, data);
    expect(response.statusCode).toBe(201);
    const stored = JSON.parse(response.payload) as UploadedFile;
    expect(stored).toMatchObject({ name, contentType: expectedType });
    // Resumes are private: only an administrator reads them back.
    const served = await app.inject({ url: stored.url, headers: kind === 'resume' ? { cookie: await loginAsAdmin(app) } : {} });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain(expectedType);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.byteLength).toBe(stored.size);
    // Documents are kept as sent; pictures are decoded and written anew (see the picture tests).
    if (!expectedType.startsWith('image/')) expect(served.rawPayload.equals(data)).toBe(true);
  });

  it('serves a resume only to administrators, as an attachment that is never cached', async () => {
    const stored = JSON.parse((await upload('resume', 'Asha CV.pdf', SAMPLE_FILES.pdf())).payload) as UploadedFile;
    const user = await insertUser();
    for (const cookie of [undefined, sessionCookieFor(user, app.config.jwtSecret)]) {
      const refused = await app.inject({ url: stored.url, headers: cookie ? { cookie } : {} });
      expect(refused.statusCode).toBe(404);
      expect(refused.payload).not.toContain('%PDF');
    }
    const admin = await app.inject({ url: stored.url, headers: { cookie: await loginAsAdmin(app) } });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect(admin.headers['content-disposition']).toBe('attachment; filename="Asha CV.pdf"');
  });

  it.each([
    ['an HTML page named .png', 'image', 'photo.png', SAMPLE_FILES.html(), 'photo.png is not a valid image.'],
    ['an SVG with a script', 'image', 'photo.svg', SAMPLE_FILES.svg(), 'photo.svg is not a valid image.'],
    ['an executable named .jpg', 'image', 'photo.jpg', SAMPLE_FILES.exe(), 'photo.jpg is not a valid image.'],
    ['an executable named .pdf', 'resume', 'cv.pdf', SAMPLE_FILES.exe(), 'cv.pdf is not a valid PDF or Word document.'],
    ['a plain zip named .docx', 'resume', 'cv.docx', SAMPLE_FILES.zip(), 'cv.docx is not a valid PDF or Word document.'],
    ['a PDF as a photo', 'image', 'photo.png', SAMPLE_FILES.pdf(), 'photo.png is not a valid image.'],
  ])('refuses %s with 415 and a readable message', async (_label, kind, name, data, message) => {
    const response = await upload(kind, name, data, 'image/png');
    expect(response.statusCode).toBe(415);
    expect(JSON.parse(response.payload).message).toBe(message);
  });

  it('refuses a file one byte over its kind limit with 413', async () => {
    const response = await upload('resume', 'cv.pdf', SAMPLE_FILES.pdf(UPLOAD_KINDS.resume.maxBytes + 1));
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(response.payload).message).toBe('cv.pdf is larger than 2MB.');
    const atLimit = await upload('resume', 'cv.pdf', SAMPLE_FILES.pdf(UPLOAD_KINDS.resume.maxBytes));
    expect(atLimit.statusCode).toBe(201);
  });

  it('refuses a body far over every limit with 413 before reading it', async () => {
    const response = await upload('image', 'huge.png', SAMPLE_FILES.png(UPLOAD_KINDS.document.maxBytes + 200 * 1024));
    expect(response.statusCode).toBe(413);
  });

  it('keeps only a harmless display name from path tricks in the file name', async () => {
    const response = await upload('image', '../../etc/pass<wd>.png', SAMPLE_FILES.png());
    expect(response.statusCode).toBe(201);
    expect(JSON.parse(response.payload).name).toBe('passwd.png');
  });

  it.each([
    ['an unknown kind', '/api/upload?kind=script', 'kind must be one of: image, document, layout, resume'],
    ['no kind', '/api/upload', 'kind must be one of: image, document, layout, resume'],
  ])('answers 400 for %s', async (_label, url, message) => {
    const body = multipart([{ name: 'file', filename: 'a.png', data: SAMPLE_FILES.png() }]);
    const response = await app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.payload).message).toBe(message);
  });

  it('answers 400 when the file field is missing or empty', async () => {
    const noFile = multipart([{ name: 'note', data: 'hello' }]);
    const missing = await app.inject({ method: 'POST', url: '/api/upload?kind=image', payload: noFile.payload, headers: noFile.headers });
    expect(missing.statusCode).toBe(400);
    expect(JSON.parse(missing.payload).message).toBe('Choose a file to upload (form field "file").');
    const empty = await upload('image', 'empty.png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
  });

  it('answers 400 for two files in one request', async () => {
    const body = multipart([
      { name: 'file', filename: 'a.png', data: SAMPLE_FILES.png() },
      { name: 'file', filename: 'b.png', data: SAMPLE_FILES.png() },
    ]);
    const response = await app.inject({ method: 'POST', url: '/api/upload?kind=image', payload: body.payload, headers: body.headers });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a JSON body with 415', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/upload?kind=image', payload: { file: 'x' } });
    expect(response.statusCode).toBe(415);
  });

  it('limits anonymous uploads per address but not signed-in admins', async () => {
    const limited = await startTestApp({ configure: (config) => ({ ...config, publicFormRateLimit: { maxAttempts: 1, windowMs: 60_000 } }) });
    try {
      const from = nextAddress();
      const send = (cookie?: string) => uploadFile(limited, 'image', 'a.png', SAMPLE_FILES.png(), { from, cookie });
      // Uploads get five times a form's allowance: one plot submission carries up to five photos.
      for (let index = 0; index < 5; index += 1) expect((await send()).statusCode).toBe(201);
      const blocked = await send();
      expect(blocked.statusCode).toBe(429);
      expect(JSON.parse(blocked.payload).message).toBe('Too many submissions from your network. Please wait a few minutes and try again.');
      expect(blocked.headers['retry-after']).toBeDefined();
      const admin = await loginAsAdmin(limited);
      expect((await send(admin)).statusCode).toBe(201);
    } finally {
      await limited.stop();
    }
  });
});
