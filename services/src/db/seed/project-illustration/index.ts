/**
 * Demo pictures drawn as SVG, deterministic per project. Each project gets a
 * scene (terrain and season) and three shots of it (a composition at a time of
 * day), so the demo catalogue looks like sixty different places rather than one
 * avenue in sixty palettes. No text and no external references, so they are
 * safe to serve and render identically everywhere.
 */
import { createRandom, seedOf } from '../prng';
import { eyeLevel } from './eye-level';
import { layoutPlan } from './layout-plan';
import { HEIGHT, WIDTH, lookOf } from './look';
import type { PictureScene } from './scene';

export { PICTURES_PER_PROJECT, TERRAINS, demoPictureScene, describePicture, type PictureScene } from './scene';

export function renderProjectIllustration(scene: PictureScene, position: number): string {
  const shot = scene.shots[position]!;
  const random = createRandom(seedOf(scene.seed, position + 1));
  const look = lookOf(scene, shot.time);
  const body = shot.composition === 'plan' ? layoutPlan(random, scene, look) : eyeLevel(random, scene, shot.composition, look);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    body,
    '</svg>',
  ].join('');
}
