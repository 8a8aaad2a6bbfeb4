import { CITIES, PROJECT_STATUSES, PROJECT_TYPES, projectSchema, type Project as ProjectResponse } from '@plotwise/contracts';
import { Project, SocialMediaLink, StoredFile } from '../../models';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
});
afterAll(async () => {
  await app.stop();
});

async function allProjects(): Promise<ProjectResponse[]> {
  const response = await app.inject('/api/projects?pageSize=100');
  return (JSON.parse(response.payload) as { items: ProjectResponse[] }).items.map((item) => projectSchema.parse(item));
}

describe('demo seed', () => {
  it('creates 12 approved projects across the twelve cities, every type and status', async () => {
    const projects = await allProjects();
    expect(projects).toHaveLength(12);
    expect(new Set(projects.map((project) => project.city))).toEqual(new Set(CITIES));
    expect(new Set(projects.map((project) => project.projectType))).toEqual(new Set(PROJECT_TYPES));
    expect(new Set(projects.map((project) => project.status))).toEqual(new Set(PROJECT_STATUSES));
    expect(new Set(projects.map((project) => project.title)).size).toBe(12);

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

  it('gives each project 3 generated images whose URLs answer with an image', async () => {
    const projects = await allProjects();
    for (const project of projects) {
      expect(project.images).toHaveLength(3);
      expect(project.images.map((image) => image.isDefault)).toEqual([true, false, false]);
      expect(project.defaultImage).toBe(project.images[0]!.url);
      for (const image of project.images) {
        expect(image.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
        expect(image.caption).toContain(project.title);
        const response = await app.inject(image.url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\//);
        expect(response.payload.startsWith('<svg')).toBe(true);
        expect(response.payload).not.toMatch(/NaN|undefined|Infinity/);
      }
    }
    // Every project's pictures differ from every other's.
    const firstImages = await Promise.all(projects.map((project) => app.inject(project.images[0]!.url)));
    expect(new Set(firstImages.map((response) => response.payload)).size).toBe(projects.length);
  });

  it('seeds the four social links, active', async () => {
    const response = await app.inject('/api/social-media-links');
    const links = JSON.parse(response.payload) as { platform: string; url: string }[];
    expect(links.map((link) => link.platform)).toEqual(['Facebook', 'Twitter', 'Instagram', 'LinkedIn']);
    expect(links.every((link) => link.url.startsWith('https://'))).toBe(true);
  });

  it('is not repeated on a second start, even after the data was deleted', async () => {
    await app.restart();
    expect(await Project.query().resultSize()).toBe(12);
    expect(await SocialMediaLink.query().resultSize()).toBe(4);

    await Project.query().delete();
    await SocialMediaLink.query().delete();
    await StoredFile.query().delete();
    await app.restart();
    expect(await Project.query().resultSize()).toBe(0);
    expect(await SocialMediaLink.query().resultSize()).toBe(0);
    expect((await app.inject('/api/projects/featured')).result).toEqual([]);
  });
});
