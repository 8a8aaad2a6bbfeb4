import { CITIES, blogSlugParamsSchema, projectSchema } from '@plotwise/contracts';
import { renderBlogIllustration } from '../blog-illustration';
import { DEMO_BLOG_POSTS } from '../blog-posts';
import { renderCityIllustration } from '../city-illustration';
import { demoProject } from '../demo-projects';
import { ILLUSTRATION_VIEWS, renderProjectIllustration } from '../project-illustration';

describe('demo project generator', () => {
  it('is deterministic', () => {
    expect(demoProject(7, 2026)).toEqual(demoProject(7, 2026));
    expect(renderProjectIllustration(42, 'avenue')).toBe(renderProjectIllustration(42, 'avenue'));
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

  it('draws three different, self-contained pictures per project', () => {
    const pictures = ILLUSTRATION_VIEWS.map((view) => renderProjectIllustration(1234, view));
    expect(new Set(pictures).size).toBe(3);
    for (const svg of pictures) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 800"/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/<text|<script|href=|NaN|undefined/);
    }
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
