import { projectSchema } from '@plotwise/contracts';
import { demoProject } from '../demo-projects';
import { ILLUSTRATION_VIEWS, renderProjectIllustration } from '../project-illustration';

describe('demo project generator', () => {
  it('is deterministic', () => {
    expect(demoProject(7, 2026)).toEqual(demoProject(7, 2026));
    expect(renderProjectIllustration(42, 'avenue')).toBe(renderProjectIllustration(42, 'avenue'));
  });

  it('grows to 60 projects with distinct titles and valid fields', () => {
    const projects = Array.from({ length: 60 }, (_, index) => demoProject(index, 2026));
    expect(new Set(projects.map((project) => project.title)).size).toBe(60);
    const fields = projectSchema.pick({
      title: true, description: true, location: true, city: true, state: true, totalArea: true, areaUnit: true,
      startingPrice: true, projectType: true, plotSizes: true, amenities: true, specifications: true, approvals: true,
      status: true, possessionTimeline: true, reraNumber: true, contactEmail: true, contactPhone: true,
    });
    for (const project of projects) {
      expect(() => fields.parse(project)).not.toThrow();
      expect(Number.isInteger(project.startingPrice)).toBe(true);
    }
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
