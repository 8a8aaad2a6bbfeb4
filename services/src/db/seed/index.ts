import type { Knex } from 'knex';
import { CITIES, type City, type ProjectImage } from '@plotwise/contracts';
import { BlogPost, CityImage, Project, SocialMediaLink } from '../models';
import { hashPassword } from '../../plugins/auth/password';
import { storePicture } from '../../storage';
import { renderBlogIllustration } from './blog-illustration';
import { DEMO_BLOG_POSTS } from './blog-posts';
import { renderCityIllustration } from './city-illustration';
import { insertDemoAgent } from './demo-agent';
import { DEMO_AGENT } from './demo-agent-account';
import { demoPictures } from './demo-pictures';
import { DEMO_PROJECT_COUNT, demoProject } from './demo-projects';
import { insertDemoPlotsAndFacts } from './demo-plots';
import { renderProjectIllustration, type PictureScene } from './project-illustration';
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
  const notSeeded = { seeded: false, projects: 0, blogPosts: 0 };
  if (await knex('app_meta').where({ key: DEMO_SEED_MARKER }).first()) return notSeeded;

  // Every picture before the transaction: encoding them takes minutes on a busy machine, and
  // PGlite's one connection must not be held (nor a PostgreSQL transaction left open) meanwhile.
  const projects = Array.from({ length: projectCount }, (_, index) => demoProject(index));
  const storeDemoPicture = await makeDemoPictures([
    ...CITIES.map((city) => ({ name: cityPictureName(city), svg: renderCityIllustration(city) })),
    ...projects.flatMap(({ pictureScene }, index) =>
      pictureScene.shots.map((_, position) => ({ name: projectPictureName(index, position, pictureScene), svg: renderProjectIllustration(pictureScene, position) })),
    ),
    ...DEMO_BLOG_POSTS.map(({ picture, slug }) => ({
      name: blogPictureName(slug),
      svg: 'city' in picture ? renderCityIllustration(picture.city) : renderBlogIllustration(picture.theme, picture.seed),
    })),
  ]);
  const agentPasswordHash = await hashPassword(DEMO_AGENT.password);

  return knex.transaction(async (trx) => {
    const claimed = await trx('app_meta')
      .insert({ key: DEMO_SEED_MARKER, value: new Date().toISOString() })
      .onConflict('key')
      .ignore()
      .returning('key');
    if (claimed.length === 0) return notSeeded;

    await insertSocialLinks(trx);
    await insertCityImages(storeDemoPicture, trx);
    for (const [index, project] of projects.entries()) {
      await insertDemoProject(project, index, storeDemoPicture, trx);
    }
    await insertDemoAgent(agentPasswordHash, trx);
    await insertDemoPlotsAndFacts(trx);
    await insertBlogPosts(storeDemoPicture, trx);
    return { seeded: true, projects: projectCount, blogPosts: DEMO_BLOG_POSTS.length };
  });
}

const cityPictureName = (city: City) => `city-${city.toLowerCase()}`;
const projectPictureName = (index: number, position: number, scene: PictureScene) => `demo-${index + 1}-${position + 1}-${scene.shots[position]!.composition}`;
const blogPictureName = (slug: string) => `blog-${slug}`;

/** Stores one of the seed's pictures, by name, as every picture is stored; its URL. */
type StoreDemoPicture = (name: string, trx: Knex.Transaction) => Promise<string>;

/** Makes every picture (several at a time) before any row is written. */
async function makeDemoPictures(illustrations: readonly { name: string; svg: string }[]): Promise<StoreDemoPicture> {
  const made = await demoPictures(illustrations);
  const byName = new Map(illustrations.map(({ name }, index) => [name, made[index]!]));
  return async (name, trx) => {
    const picture = byName.get(name);
    if (!picture) throw new Error(`No demo picture was made for ${name}`);
    const extension = picture.contentType === 'image/png' ? 'png' : 'jpg';
    // Variants on first request: rendering all of them here would add minutes to a first start.
    const saved = await storePicture(picture, { originalName: `${name}.${extension}`, kind: 'image' }, 'on-first-request', trx);
    return saved.url;
  };
}

async function insertSocialLinks(trx: Knex.Transaction): Promise<void> {
  await SocialMediaLink.query(trx).insert(
    DEMO_SOCIAL_LINKS.map((link, sortOrder) => ({ ...link, isActive: true, sortOrder })),
  );
}

async function insertDemoProject(demo: ReturnType<typeof demoProject>, index: number, storeDemoPicture: StoreDemoPicture, trx: Knex.Transaction): Promise<void> {
  const { ageHours, pictureScene, pictureCaptions, ...project } = demo;

  const images: ProjectImage[] = [];
  for (const position of pictureScene.shots.keys()) {
    const url = await storeDemoPicture(projectPictureName(index, position, pictureScene), trx);
    images.push({ url, caption: pictureCaptions[position] ?? '', isDefault: position === 0 });
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
async function insertCityImages(storeDemoPicture: StoreDemoPicture, trx: Knex.Transaction): Promise<void> {
  for (const city of CITIES) {
    const url = await storeDemoPicture(cityPictureName(city), trx);
    await CityImage.query(trx).insert({ city, url, caption: `The ${city} skyline and new plots on its edge` });
  }
}

async function insertBlogPosts(storeDemoPicture: StoreDemoPicture, trx: Knex.Transaction): Promise<void> {
  for (const { picture, ageDays, ...post } of DEMO_BLOG_POSTS) {
    const featuredImage = await storeDemoPicture(blogPictureName(post.slug), trx);
    const publishedAt = new Date(Date.now() - ageDays * 86_400_000);
    await BlogPost.query(trx).insert({
      ...post,
      featuredImage,
      author: 'Plotwise Editorial Team',
      published: true,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
  }
}
