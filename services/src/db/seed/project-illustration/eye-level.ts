// An eye-level or aerial view: sky, far terrain, the land between, the site and the light over it.
import type { Random } from '../prng';
import { farTerrain, midground, sky } from './backdrop';
import { HEIGHT, type Look, WIDTH, hsl, n } from './look';
import { type Layout, stage } from './perspective';
import type { Composition, PictureScene } from './scene';
import { aerialLanes, avenue, corner, curve, survey } from './site-views';

export function eyeLevel(random: Random, scene: PictureScene, composition: Composition, look: Look): string {
  const wet = scene.terrain === 'lakeside' || scene.terrain === 'riverside';
  const side = random.chance(0.5) ? 1 : -1;
  const aerial = composition === 'aerial';
  const horizon = aerial ? HEIGHT * (0.2 + random.next() * 0.06) : HEIGHT * (0.4 + random.next() * 0.08);
  const vanishX = WIDTH * (aerial ? 0.5 : composition === 'curve' ? 0.5 + side * 0.1 : 0.42 + random.next() * 0.16);
  const layout: Layout = {
    stage: aerial ? stage(horizon, vanishX, 6, 6) : stage(horizon, vanishX, 1, 1.7),
    siteDepth: aerial ? 26 : composition === 'survey' ? 6 : 8,
    openFrom: wet ? side * (aerial ? 9 : 3.2) : null,
  };
  const parts: string[] = [];
  parts.push(sky(random, look, horizon));
  parts.push(farTerrain(random, scene, look, layout));
  parts.push(`<rect y="${n(horizon)}" width="${WIDTH}" height="${n(HEIGHT - horizon)}" fill="url(#ground)"/>`);
  parts.push(midground(random, scene, look, layout));
  const site =
    composition === 'avenue' ? avenue(random, scene, look, layout)
    : composition === 'curve' ? curve(random, scene, look, layout, side)
    : composition === 'corner' ? corner(random, scene, look, layout, side)
    : composition === 'survey' ? survey(random, scene, look, layout)
    : aerialLanes(random, scene, look, layout);
  parts.push(site);
  parts.push(overlay(random, look, layout, composition));
  return parts.join('');
}

/** Light over everything: golden warmth, dusk blue, summer haze. */
function overlay(random: Random, look: Look, layout: Layout, composition: Composition): string {
  const parts: string[] = [];
  if (look.season === 'summer' && composition !== 'aerial') {
    parts.push(
      `<defs><linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(40, 50, 88, 0)}"/><stop offset="0.5" stop-color="${hsl(40, 50, 88, 0.32)}"/><stop offset="1" stop-color="${hsl(40, 50, 88, 0)}"/></linearGradient></defs>`,
      `<rect y="${n(layout.stage.horizon - 80)}" width="${WIDTH}" height="160" fill="url(#haze)"/>`,
    );
  }
  if (look.season === 'winter' && look.time === 'morning') {
    parts.push(`<rect y="${n(layout.stage.horizon - 20)}" width="${WIDTH}" height="50" fill="#ffffff" opacity="0.35"/>`);
  }
  if (look.time === 'golden') parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="${hsl(30, 90, 55, 0.12)}"/>`);
  if (look.time === 'morning') parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="${hsl(40, 80, 75, 0.06)}"/>`);
  if (look.dusk) parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="${hsl(255, 60, 20, 0.18)}"/>`);
  if (look.season === 'monsoon' && look.time !== 'dusk' && random.chance(0.5)) {
    const drops = Array.from({ length: 40 }, () => `M${n(random.next() * WIDTH)} ${n(random.next() * HEIGHT)}l-6 18`);
    parts.push(`<path d="${drops.join('')}" stroke="#ffffff" stroke-width="1.2" opacity="0.35"/>`);
  }
  return parts.join('');
}
