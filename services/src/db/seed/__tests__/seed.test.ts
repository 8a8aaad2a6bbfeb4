import sharp from 'sharp';
import {
  CITIES,
  IMAGE_VARIANT_NAMES,
  LEAD_STAGES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  blogPostSchema,
  blogPostSummarySchema,
  cityStatsSchema,
  projectListResponseSchema,
  projectSchema,
  projectSummarySchema,
  type Project as ProjectResponse,
  type UploadedFile,
} from '@plotwise/contracts';
import { BlogPost, CityImage, Project, SocialMediaLink, StoredFile } from '../../models';
import { DEMO_AGENT } from '../demo-agent-account';
import { DEMO_PROJECT_COUNT } from '../demo-projects';
import { multipart } from '../../../../test/support/multipart';
import { useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ seed: true, configure: (config) => ({ ...config, publicFormRateLimit: { maxAttempts: 100, windowMs: 60_000 } }) });

let cached: ProjectResponse[] | undefined;

/** Every seeded project in its detail shape, read through the public API. */
async function allProjects(): Promise<ProjectResponse[]> {
  if (cached) return cached;
  const page = projectListResponseSchema.parse(JSON.parse((await app.inject('/api/projects?pageSize=100')).payload));
  const details = await Promise.all(page.items.map((item) => app.inject(`/api/projects/${item.id}`)));
  cached = details.map((response) => projectSchema.parse(JSON.parse(response.payload)));
  return cached;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A stored picture as a visitor's browser receives it: a JPEG written anew (no EXIF), its size. */
async function storedPicture(url: string) {
  const response = await app.inject(url);
  expect([url, response.statusCode, response.headers['content-type']]).toEqual([url, 200, 'image/jpeg']);
  const { format, width, height, exif } = await sharp(response.rawPayload).metadata();
  return { bytes: response.rawPayload, format, width, height, exif };
}

/** Every variant of a stored picture as served: its type, format and size. */
async function variantsOf(url: string) {
  return Promise.all(
    IMAGE_VARIANT_NAMES.map(async (variant) => {
      const response = await app.inject(`${url}/${variant}`);
      const { format, width, height } = await sharp(response.rawPayload).metadata();
      return { variant, status: response.statusCode, type: response.headers['content-type'], format, width, height, bytes: response.rawPayload.byteLength };
    }),
  );
}

describe('demo seed', () => {
  it('creates 64 approved projects across the twelve cities, every type and status', async () => {
    const projects = await allProjects();
    expect(DEMO_PROJECT_COUNT).toBe(64);
    expect(projects).toHaveLength(64);
    expect(new Set(projects.map((project) => project.city))).toEqual(new Set(CITIES));
    expect(new Set(projects.map((project) => project.projectType))).toEqual(new Set(PROJECT_TYPES));
    expect(new Set(projects.map((project) => project.status))).toEqual(new Set(PROJECT_STATUSES));
    expect(new Set(projects.map((project) => project.title)).size).toBe(64);
    // Every city has several projects and more than one type.
    for (const city of CITIES) {
      const here = projects.filter((project) => project.city === city);
      expect(here.length).toBeGreaterThanOrEqual(5);
      expect(new Set(here.map((project) => project.projectType)).size).toBeGreaterThan(1);
      expect(new Set(here.map((project) => project.location)).size).toBeGreaterThan(1);
    }

    for (const project of projects) {
      expect(project.approvalStatus).toBe('approved');
      expect(project.startingPrice).toBeGreaterThanOrEqual(100_000);
      expect(project.plotSizes.length).toBeGreaterThan(0);
      expect(project.amenities.length).toBeGreaterThan(0);
      expect(project.specifications.length).toBeGreaterThan(0);
      expect(project.approvals).toContain('RERA registered');
      expect(project.reraNumber).toBeTruthy();
      expect(project.contactEmail).toMatch(/@plotwise\.in$/);
      expect(project.contactPhone).toMatch(/^\+91 \d{5} \d{5}$/);
    }
    const pune = projects.find((project) => project.city === 'Pune');
    expect(pune?.reraNumber).toMatch(/^P521\d{8}$/);

    expect(projects.some((project) => project.startingPrice! >= 10_000_000)).toBe(true); // crores
    expect(projects.some((project) => project.startingPrice! < 10_000_000)).toBe(true); // lakhs
    for (const flag of ['featured', 'isNewlyLaunched', 'isTopProject', 'verified'] as const) {
      expect(projects.some((project) => project[flag])).toBe(true);
      expect(projects.some((project) => !project[flag])).toBe(true);
    }
  });

  it('fills both home carousels with more than 3 projects, and the featured ones are a few', async () => {
    for (const path of ['/api/projects/featured', '/api/projects/newly-launched']) {
      const items = (JSON.parse((await app.inject(path)).payload) as unknown[]).map((item) => projectSummarySchema.parse(item));
      expect(items.length).toBeGreaterThan(3);
    }
    const featured = (await allProjects()).filter((project) => project.featured).length;
    expect(featured).toBeGreaterThan(3);
    expect(featured).toBeLessThan(20);
  });

  it('gives each project 3 generated pictures, stored as JPEGs written anew at the drawing\'s size', async () => {
    const projects = (await allProjects()).slice(0, 16);
    for (const project of projects) {
      expect(project.images).toHaveLength(3);
      expect(project.images.map((image) => image.isDefault)).toEqual([true, false, false]);
      expect(project.defaultImage).toBe(project.images[0]!.url);
      for (const image of project.images) {
        expect(image.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
        expect(image.caption).toContain(project.title);
        const picture = await storedPicture(image.url);
        expect([picture.format, picture.width, picture.height, picture.exif]).toEqual(['jpeg', 1200, 800, undefined]);
      }
    }
    // Every project's pictures differ from every other's.
    const covers = await Promise.all(projects.map((project) => storedPicture(project.images[0]!.url)));
    expect(new Set(covers.map((cover) => cover.bytes.toString('base64'))).size).toBe(projects.length);
    // Stored as uploads are, so the upload cleanup and the media screens treat them alike.
    const rows = await StoredFile.query().whereIn('id', projects[0]!.images.map((image) => image.url.split('/').pop()!));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect([row.kind, row.contentType, row.originalName]).toEqual(['image', 'image/jpeg', expect.stringMatching(/^demo-\d+-[123]-[a-z]+\.jpg$/)]);
    }
  });

  it('serves a demo picture at every width and format and as a link preview, as it serves the same picture uploaded', async () => {
    const project = (await allProjects())[0]!;
    const cover = await storedPicture(project.images[0]!.url);
    const body = multipart([{ name: 'file', filename: 'cover.jpg', contentType: 'image/jpeg', data: cover.bytes }]);
    const uploaded = await app.inject({ method: 'POST', url: '/api/upload?kind=image', payload: body.payload, headers: body.headers });
    expect(uploaded.statusCode).toBe(201);

    const seeded = await variantsOf(project.images[0]!.url);
    const asUploaded = await variantsOf((JSON.parse(uploaded.payload) as UploadedFile).url);
    const shape = ({ variant, status, type, format, width, height }: (typeof seeded)[number]) => ({ variant, status, type, format, width, height });
    expect(seeded.map(shape)).toEqual(asUploaded.map(shape));
    // Each width as srcset names it (never wider than the 1200 px picture), in each format, and the 1200×630 preview.
    expect(seeded.map(({ variant, format, width, height }) => `${variant} ${format} ${width}×${height}`)).toEqual([
      'w480.avif heif 480×320', 'w480.webp webp 480×320', 'w480.jpg jpeg 480×320',
      'w960.avif heif 960×640', 'w960.webp webp 960×640', 'w960.jpg jpeg 960×640',
      'w1600.avif heif 1200×800', 'w1600.webp webp 1200×800', 'w1600.jpg jpeg 1200×800',
      'social.jpg jpeg 1200×630',
    ]);
    // What a phone downloads for the gallery stays small.
    for (const { variant, bytes } of seeded.filter(({ variant }) => /^w(480|960)\./.test(variant))) {
      expect([variant, bytes <= 150 * 1024]).toEqual([variant, true]);
    }
  });

  it('seeds an approved demo agent who signs in to leads at every stage, and sells some projects', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_AGENT.email, password: DEMO_AGENT.password } });
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const leads = JSON.parse((await app.inject({ url: '/api/agent/leads?pageSize=100', headers: { cookie } })).payload) as { items: Array<{ stage: string; projectId: number; phoneVerified: boolean }> };
    expect(new Set(leads.items.map((lead) => lead.stage))).toEqual(new Set(LEAD_STAGES));
    expect(leads.items.some((lead) => lead.phoneVerified)).toBe(true);
    const figures = JSON.parse((await app.inject({ url: '/api/agent/figures', headers: { cookie } })).payload) as { projects: Array<{ views: number[] }> };
    expect(figures.projects.length).toBeGreaterThan(0);
    expect(figures.projects.every((project) => project.views.some((count) => count > 0))).toBe(true);
    const seller = JSON.parse((await app.inject(`/api/projects/${leads.items[0]!.projectId}/seller`)).payload) as Record<string, unknown>;
    expect(seller).toMatchObject({ kind: 'agent', name: DEMO_AGENT.agencyName, reraAgentNumber: DEMO_AGENT.reraAgentNumber, verified: true });
  });

  it('seeds the four social links, active', async () => {
    const response = await app.inject('/api/social-media-links');
    const links = JSON.parse(response.payload) as { platform: string; url: string }[];
    expect(links.map((link) => link.platform)).toEqual(['Facebook', 'Twitter', 'Instagram', 'LinkedIn']);
    expect(links.every((link) => link.url.startsWith('https://'))).toBe(true);
  });

  it('gives each of the twelve cities a generated banner, stored as a JPEG written anew', async () => {
    const cities = (JSON.parse((await app.inject('/api/cities')).payload) as unknown[]).map((city) => cityStatsSchema.parse(city));
    expect(new Set(cities.map((city) => city.city))).toEqual(new Set(CITIES));
    const pictures = await Promise.all(cities.map((city) => storedPicture(city.imageUrl!)));
    for (const picture of pictures) {
      expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 1600, 600]);
    }
    expect(new Set(pictures.map((picture) => picture.bytes.toString('base64'))).size).toBe(12);
  });

  it('publishes 8 blog posts of 400 to 900 words with pictures, newest first', async () => {
    const page = JSON.parse((await app.inject('/api/blog-posts?pageSize=50')).payload) as { items: unknown[]; total: number };
    expect(page.total).toBe(8);
    const summaries = page.items.map((item) => blogPostSummarySchema.strict().parse(item));
    const times = summaries.map((post) => Date.parse(post.publishedAt!));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const summary of summaries) {
      const post = blogPostSchema.parse(JSON.parse((await app.inject(`/api/blog-posts/${summary.slug}`)).payload));
      expect(words(post.content)).toBeGreaterThanOrEqual(400);
      expect(words(post.content)).toBeLessThanOrEqual(900);
      expect(post.content).not.toMatch(/<[a-z]/i);
      expect(post.tags.length).toBeGreaterThanOrEqual(3);
      expect(post.excerpt.length).toBeGreaterThan(60);
      const picture = await storedPicture(post.featuredImage!);
      expect(picture.format).toBe('jpeg');
      expect(picture.width).toBeGreaterThanOrEqual(1200);
    }
    expect(summaries.map((post) => post.slug)).toEqual(
      expect.arrayContaining([
        'how-to-check-rera-registration-before-buying-a-plot',
        'seven-twelve-extract-and-title-search-explained',
        'pune-plot-market-notes',
        'hyderabad-plot-market-notes',
        'bangalore-plot-market-notes',
      ]),
    );
  });

  it('is not repeated on a second start, even after the data was deleted', async () => {
    await app.restart();
    expect(await Project.query().resultSize()).toBe(64);
    expect(await SocialMediaLink.query().resultSize()).toBe(4);
    expect(await BlogPost.query().resultSize()).toBe(8);
    expect(await CityImage.query().resultSize()).toBe(12);

    await Project.query().delete();
    await SocialMediaLink.query().delete();
    await BlogPost.query().delete();
    await CityImage.query().delete();
    await StoredFile.query().delete();
    await app.restart();
    expect(await Project.query().resultSize()).toBe(0);
    expect(await SocialMediaLink.query().resultSize()).toBe(0);
    expect(await BlogPost.query().resultSize()).toBe(0);
    expect((await app.inject('/api/projects/featured')).result).toEqual([]);
  });
});
