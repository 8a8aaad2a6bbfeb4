import { CITIES, blogSlugParamsSchema, projectSchema } from '@plotwise/contracts';
import { renderBlogIllustration } from '../blog-illustration';
import { DEMO_BLOG_POSTS } from '../blog-posts';
import { renderCityIllustration } from '../city-illustration';
import { demoProject } from '../demo-projects';
import sharp from 'sharp';
import { PICTURES_PER_PROJECT, TERRAINS, renderProjectIllustration } from '../project-illustration';

describe('demo project generator', () => {
  it('is deterministic', () => {
    expect(demoProject(7, 2026)).toEqual(demoProject(7, 2026));
    const scene = demoProject(7, 2026).pictureScene;
    expect(renderProjectIllustration(scene, 0)).toBe(renderProjectIllustration(demoProject(7, 2026).pictureScene, 0));
  });

  it('grows to 64 projects with distinct titles and valid fields', () => {
    const projects = Array.from({ length: 64 }, (_, index) => demoProject(index, 2026));
    expect(new Set(projects.map((project) => project.title)).size).toBe(64);
    const fields = projectSchema.pick({
      title: true, description: true, location: true, city: true, state: true, totalArea: true, areaUnit: true,
      startingPrice: true, projectType: true, plotSizes: true, amenities: true, specifications: true, approvals: true,
      status: true, possessionTimeline: true, reraNumber: true, contactEmail: true, contactPhone: true,
    });
    for (const project of projects) {
      expect(() => fields.parse(project)).not.toThrow();
      expect(Number.isInteger(project.startingPrice)).toBe(true);
    }
    // Prices in lakhs and in crores.
    expect(projects.filter((project) => project.startingPrice >= 10_000_000).length).toBeGreaterThan(5);
    expect(projects.filter((project) => project.startingPrice < 10_000_000).length).toBeGreaterThan(20);
    // Every city meets more than one project type as the catalogue grows.
    const puneTypes = new Set(projects.filter((project) => project.city === 'Pune').map((project) => project.projectType));
    expect(puneTypes.size).toBeGreaterThan(1);
  });

  it('draws three different, self-contained pictures per project, small and readable by sharp', async () => {
    for (const index of [0, 1, 2, 3, 10, 45]) {
      const { pictureScene } = demoProject(index, 2026);
      const pictures = Array.from({ length: PICTURES_PER_PROJECT }, (_, position) => renderProjectIllustration(pictureScene, position));
      expect(new Set(pictures).size).toBe(3);
      for (const svg of pictures) {
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 800"/);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/<text|<script|<image|href=|url\(http|NaN|undefined|Infinity/);
        expect(svg.length).toBeLessThan(100_000);
        const metadata = await sharp(Buffer.from(svg)).metadata();
        expect([metadata.format, metadata.width, metadata.height]).toEqual(['svg', 1200, 800]);
        await expect(sharp(Buffer.from(svg)).resize({ width: 120 }).png().toBuffer()).resolves.toBeInstanceOf(Buffer);
      }
    }
  });

  it('makes the catalogue look like many places: terrain, composition, season and time vary', () => {
    const projects = Array.from({ length: 24 }, (_, index) => demoProject(index, 2026));
    const covers = projects.map(({ pictureScene: scene }) => ({ ...scene, ...scene.shots[0] }));
    const combinations = new Set(covers.map((cover) => `${cover.terrain} ${cover.composition} ${cover.season} ${cover.time}`));
    expect(combinations.size).toBeGreaterThanOrEqual(16);
    expect(new Set(covers.map((cover) => cover.terrain))).toEqual(new Set(TERRAINS));
    expect(new Set(covers.map((cover) => cover.season)).size).toBe(4);
    expect(new Set(covers.map((cover) => cover.time)).size).toBe(4);
    expect(new Set(covers.map((cover) => cover.composition)).size).toBeGreaterThanOrEqual(5);
    for (let index = 1; index < covers.length; index += 1) {
      const [before, after] = [covers[index - 1]!, covers[index]!];
      expect(`${after.terrain} ${after.season}`).not.toBe(`${before.terrain} ${before.season}`);
    }
    // The featured and top projects, shown first on the home page and listings, differ among themselves too.
    for (const every of [5, 3]) {
      const picked = Array.from({ length: 6 }, (_, k) => demoProject(k * every + (every === 3 ? 1 : 0), 2026).pictureScene);
      expect(new Set(picked.map((scene) => scene.shots[0].composition)).size).toBeGreaterThanOrEqual(4);
      expect(new Set(picked.map((scene) => scene.shots[0].time)).size).toBeGreaterThanOrEqual(3);
    }
    // Seasons do not follow the project type.
    const agricultural = covers.filter((cover) => cover.projectType === 'agricultural');
    expect(new Set(agricultural.map((cover) => cover.season)).size).toBeGreaterThan(1);
    // Every cover differs from every other.
    expect(new Set(projects.map((project) => renderProjectIllustration(project.pictureScene, 0))).size).toBe(24);
  });

  it('captions each picture with the title and what it shows, in words', () => {
    for (const index of [0, 3, 7, 22]) {
      const project = demoProject(index, 2026);
      expect(project.pictureCaptions).toHaveLength(3);
      expect(new Set(project.pictureCaptions).size).toBe(3);
      for (const caption of project.pictureCaptions) {
        expect(caption.startsWith(`${project.title}: `)).toBe(true);
        expect(caption).not.toMatch(/\.svg|demo-|undefined|post-harvest|periurban/);
      }
      expect(project.pictureCaptions[1]).toMatch(/Layout plan/);
    }
    expect(demoProject(0, 2026).pictureCaptions[0]).toBe('Sahyadri Greens: Entrance avenue on a rocky plateau, in the morning in the monsoon');
  });
});

describe('city and blog pictures', () => {
  it('draws a different, self-contained banner for each of the twelve cities', () => {
    const banners = CITIES.map((city) => renderCityIllustration(city));
    expect(new Set(banners).size).toBe(12);
    for (const svg of banners) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1600 600"/);
      expect(svg).not.toMatch(/<text|<script|href=|NaN|undefined/);
    }
    expect(renderCityIllustration('Pune')).toBe(renderCityIllustration('Pune'));
  });

  it('draws each blog theme without text', () => {
    for (const theme of ['documents', 'land-record', 'finance'] as const) {
      const svg = renderBlogIllustration(theme, 7);
      expect(svg).toBe(renderBlogIllustration(theme, 7));
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<text|<script|href=|NaN|undefined/);
    }
  });

  it('gives every demo blog post a unique slug, 400 to 900 words and plain-text paragraphs', () => {
    expect(new Set(DEMO_BLOG_POSTS.map((post) => post.slug)).size).toBe(DEMO_BLOG_POSTS.length);
    for (const post of DEMO_BLOG_POSTS) {
      expect(() => blogSlugParamsSchema.parse({ slug: post.slug })).not.toThrow();
      const words = post.content.split(/\s+/).filter(Boolean).length;
      expect({ slug: post.slug, fits: words >= 400 && words <= 900 }).toEqual({ slug: post.slug, fits: true });
      expect(post.content.split('\n\n').length).toBeGreaterThanOrEqual(5);
    }
  });
});
