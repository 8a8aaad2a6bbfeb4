/**
 * Signed-in accounts upload within a quota (files an hour, bytes a day), and
 * uploads nothing links to are removed after a day, bytes and variants too,
 * while every file something links to stays. Files are in the test folder, or
 * in a bucket with TEST_FILE_STORAGE=s3.
 */
import type { UploadedFile } from '@plotwise/contracts';
import { BlogPost, CityImage, JobApplication, Project, StoredFile } from '../../db/models';
import { insertProject, insertUser } from '../../../test/support/fixtures';
import { SAMPLE_FILES, uploadFile } from '../../../test/support/multipart';
import { useTestApp } from '../../../test/support/test-app';
import { fileStorage } from '../file-storage';
import { UNATTACHED_FILE_TTL_MS, removeUnattachedFiles } from '../unattached-files';

const app = useTestApp({
  signInAdmin: true,
  configure: (config) => ({ ...config, uploadQuota: { filesPerHour: 3, bytesPerDay: 1024 * 1024 } }),
});

const upload = (kind: string, name: string, data: Buffer, cookie?: string) => uploadFile(app, kind, name, data, { cookie, contentType: 'application/octet-stream' });
const stored = (response: { payload: string }) => JSON.parse(response.payload) as UploadedFile;
const message = (response: { payload: string }) => (JSON.parse(response.payload) as { message: string }).message;

describe('upload quota of signed-in accounts', () => {
  it('refuses the upload past the hour’s files with 429 and Retry-After; another account goes on', async () => {
    const agent = app.cookieOf(await insertUser({ role: 'agent', isApproved: true }));
    for (let index = 0; index < 3; index += 1) expect((await upload('image', `p${index}.png`, SAMPLE_FILES.png(), agent)).statusCode).toBe(201);
    const refused = await upload('image', 'p3.png', SAMPLE_FILES.png(), agent);
    expect(refused.statusCode).toBe(429);
    expect(message(refused)).toBe('You have uploaded many files in the last hour. Please wait a while before uploading more.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload('image', 'other.png', SAMPLE_FILES.png(), app.cookieOf(await insertUser()))).statusCode).toBe(201);
  });

  it('refuses what would pass the day’s bytes', async () => {
    const user = app.cookieOf(await insertUser());
    expect((await upload('document', 'a.pdf', SAMPLE_FILES.pdf(700 * 1024), user)).statusCode).toBe(201);
    const refused = await upload('document', 'b.pdf', SAMPLE_FILES.pdf(400 * 1024), user);
    expect(refused.statusCode).toBe(429);
    expect(message(refused)).toBe('You have reached the upload allowance for today. Please try again tomorrow.');
  });
});

describe('uploads nothing links to', () => {
  it('are removed after a day with their bytes and variants; linked ones (changes under review too) and younger ones stay', async () => {
    const uploadOne = async (kind: string, name: string, data: Buffer) => stored(await upload(kind, name, data, app.cookieOf(await insertUser())));
    const abandoned = await uploadOne('image', 'left.png', SAMPLE_FILES.png());
    const onProject = await uploadOne('image', 'gate.png', SAMPLE_FILES.png());
    const brochure = await uploadOne('document', 'brochure.pdf', SAMPLE_FILES.pdf());
    const resume = await uploadOne('resume', 'cv.pdf', SAMPLE_FILES.pdf());
    const blogPicture = await uploadOne('image', 'cover.png', SAMPLE_FILES.png());
    const banner = await uploadOne('image', 'pune.png', SAMPLE_FILES.png());
    const inChanges = await uploadOne('image', 'new-gate.png', SAMPLE_FILES.png());

    const project = await insertProject({ title: 'Linked Plots' });
    await Project.query().patch({ images: [{ url: onProject.url, caption: 'Gate', isDefault: true }] as never, brochureUrl: brochure.url }).findById(project.id);
    // A picture of an agent's changes to a live listing, waiting for an admin.
    const live = await insertProject({ title: 'Live Plots', approvalStatus: 'approved' });
    await Project.query()
      .patch({ pendingChanges: { title: 'Live Plots', images: [{ url: inChanges.url, caption: 'New gate', isDefault: true }] } as never, changesSubmittedAt: new Date().toISOString() })
      .findById(live.id);
    await JobApplication.query().insert({ name: 'Neha', email: 'neha@example.com', position: 'Advisor', phone: '', message: '', resumeUrl: resume.url } as never);
    await BlogPost.query().insert({ slug: 'linked-post', title: 'Linked', excerpt: 'x', content: 'x', featuredImage: blogPicture.url, author: 'Admin', tags: [] } as never);
    await CityImage.query().insert({ city: 'Pune-Linked', url: banner.url, caption: 'Pune' });
    // The picture variants are stored for the abandoned upload.
    const variantKey = `${abandoned.id}.w480.webp`;
    expect(await fileStorage().stat(variantKey)).not.toBeNull();

    // A day has not passed: nothing goes.
    expect(await removeUnattachedFiles(app.knex)).toBe(0);
    const dayLater = Date.now() + UNATTACHED_FILE_TTL_MS + 60_000;
    expect(await removeUnattachedFiles(app.knex, undefined, dayLater)).toBeGreaterThanOrEqual(1);

    expect(await StoredFile.query().findById(abandoned.id)).toBeUndefined();
    expect(await fileStorage().stat(abandoned.id)).toBeNull();
    expect(await fileStorage().stat(variantKey)).toBeNull();
    expect((await app.inject(abandoned.url)).statusCode).toBe(404);
    for (const kept of [onProject, brochure, resume, blogPicture, banner, inChanges]) {
      expect([kept.url, Boolean(await StoredFile.query().findById(kept.id))]).toEqual([kept.url, true]);
    }
  });

  it('include the pictures and brochure of a project an admin deleted, removed from the storage with their variants', async () => {
    const agent = app.cookieOf(await insertUser({ role: 'agent', isApproved: true }));
    const picture = stored(await upload('image', 'plot.png', SAMPLE_FILES.png(), agent));
    const brochure = stored(await upload('document', 'plan.pdf', SAMPLE_FILES.pdf(), agent));
    const project = await insertProject({ title: 'Deleted Plots' });
    await Project.query().patch({ images: [{ url: picture.url, caption: 'Plot', isDefault: true }] as never, brochureUrl: brochure.url }).findById(project.id);

    const dayLater = Date.now() + UNATTACHED_FILE_TTL_MS + 60_000;
    await removeUnattachedFiles(app.knex, undefined, dayLater);
    expect(await fileStorage().stat(picture.id)).not.toBeNull();

    expect((await app.asAdmin('DELETE', `/api/projects/${project.id}`)).statusCode).toBe(200);
    expect(await removeUnattachedFiles(app.knex, undefined, dayLater)).toBe(2);
    for (const key of [picture.id, brochure.id, `${picture.id}.w480.webp`, `${picture.id}.w1600.avif`, `${picture.id}.social.jpg`]) {
      expect([key, await fileStorage().stat(key)]).toEqual([key, null]);
    }
    expect((await app.inject(picture.url)).statusCode).toBe(404);
  });
});
