import type { Knex } from 'knex';
import { CITIES, type ProjectImage } from '@plotwise/contracts';
import { BlogPost, CityImage, Project, SocialMediaLink } from '../models';
import { saveFile } from '../../storage';
import { renderBlogIllustration } from './blog-illustration';
import { DEMO_BLOG_POSTS } from './blog-posts';
import { renderCityIllustration } from './city-illustration';
import { DEMO_PROJECT_COUNT, demoProject } from './demo-projects';
import { PICTURES_PER_PROJECT, renderProjectIllustration } from './project-illustration';
import { DEMO_SOCIAL_LINKS } from './social-links';

/** Set in `app_meta` once the demo data exists; deleting the data later never brings it back. */
export const DEMO_SEED_MARKER = 'demo_seeded';

export interface SeedResult {
  seeded: boolean;
  projects: number;
  blogPosts: number;
}

/**
 * Seeds the demo catalogue the first time only. The marker is claimed inside the
 * same transaction (`on conflict do nothing`), so two processes starting together
 * against one PostgreSQL seed once.
 */
export async function seedDemoDataOnce(knex: Knex, projectCount = DEMO_PROJECT_COUNT): Promise<SeedResult> {
  return knex.transaction(async (trx) => {
    const claimed = await trx('app_meta')
      .insert({ key: DEMO_SEED_MARKER, value: new Date().toISOString() })
      .onConflict('key')
      .ignore()
      .returning('key');
    if (claimed.length === 0) return { seeded: false, projects: 0, blogPosts: 0 };

    await insertSocialLinks(trx);
    await insertCityImages(trx);
    for (let index = 0; index < projectCount; index += 1) {
      await insertDemoProject(index, trx);
    }
    await insertBlogPosts(trx);
    return { seeded: true, projects: projectCount, blogPosts: DEMO_BLOG_POSTS.length };
  });
}

async function insertSocialLinks(trx: Knex.Transaction): Promise<void> {
  await SocialMediaLink.query(trx).insert(
    DEMO_SOCIAL_LINKS.map((link, sortOrder) => ({ ...link, isActive: true, sortOrder })),
  );
}

async function insertDemoProject(index: number, trx: Knex.Transaction): Promise<void> {
  const { ageHours, pictureScene, pictureCaptions, ...project } = demoProject(index);

  const images: ProjectImage[] = [];
  for (let position = 0; position < PICTURES_PER_PROJECT; position += 1) {
    const svg = renderProjectIllustration(pictureScene, position);
    const view = pictureScene.shots[position]!.composition;
    const saved = await saveFile(
      { content: Buffer.from(svg, 'utf8'), contentType: 'image/svg+xml', originalName: `demo-${index + 1}-${position + 1}-${view}.svg` },
      trx,
    );
    images.push({ url: saved.url, caption: pictureCaptions[position] ?? '', isDefault: position === 0 });
  }

  const createdAt = new Date(Date.now() - ageHours * 3_600_000);
  await Project.query(trx).insert({
    ...project,
    images,
    defaultImage: images[0]?.url ?? null,
    layoutMapUrl: images[1]?.url ?? null,
    brochureUrl: null,
    approvalStatus: 'approved',
    createdAt,
    updatedAt: createdAt,
  });
}

/** A banner for each of the twelve cities; the admin media screen replaces them later. */
async function insertCityImages(trx: Knex.Transaction): Promise<void> {
  for (const city of CITIES) {
    const saved = await saveFile(
      { content: Buffer.from(renderCityIllustration(city), 'utf8'), contentType: 'image/svg+xml', originalName: `city-${city.toLowerCase()}.svg` },
      trx,
    );
    await CityImage.query(trx).insert({ city, url: saved.url, caption: `The ${city} skyline and new plots on its edge` });
  }
}

async function insertBlogPosts(trx: Knex.Transaction): Promise<void> {
  for (const { picture, ageDays, ...post } of DEMO_BLOG_POSTS) {
    const svg = 'city' in picture ? renderCityIllustration(picture.city) : renderBlogIllustration(picture.theme, picture.seed);
    const saved = await saveFile({ content: Buffer.from(svg, 'utf8'), contentType: 'image/svg+xml', originalName: `blog-${post.slug}.svg` }, trx);
    const publishedAt = new Date(Date.now() - ageDays * 86_400_000);
    await BlogPost.query(trx).insert({
      ...post,
      featuredImage: saved.url,
      author: 'Plotwise Editorial Team',
      published: true,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
  }
}
