import type { City, ProjectType } from '@plotwise/contracts';
import { createRandom, seedOf, type Random } from './prng';

/**
 * Demo pictures drawn as SVG, deterministic per project. Each project gets a
 * scene (terrain and season) and three shots of it (a composition at a time of
 * day), so the demo catalogue looks like sixty different places rather than one
 * avenue in sixty palettes. No text and no external references, so they are
 * safe to serve and render identically everywhere.
 */
export const TERRAINS = ['farmland', 'hills', 'lakeside', 'riverside', 'coastal', 'plateau', 'periurban'] as const;
export type Terrain = (typeof TERRAINS)[number];
export const COMPOSITIONS = ['avenue', 'curve', 'corner', 'survey', 'aerial', 'plan'] as const;
export type Composition = (typeof COMPOSITIONS)[number];
export const SEASONS = ['monsoon', 'summer', 'winter', 'post-harvest'] as const;
export type Season = (typeof SEASONS)[number];
export const TIMES_OF_DAY = ['morning', 'noon', 'golden', 'dusk'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export interface Shot {
  composition: Composition;
  time: TimeOfDay;
}

export interface PictureScene {
  /** Drives the details (plot colours, tree sizes, cloud shapes). */
  seed: number;
  terrain: Terrain;
  season: Season;
  projectType: ProjectType;
  /** The cover, the layout plan (also the project's layout map), and one more view. */
  shots: readonly [Shot, Shot, Shot];
}

export const PICTURES_PER_PROJECT = 3;

/** Terrains plausible around each city, in the order its demo projects use them. */
const CITY_TERRAINS: Record<City, readonly Terrain[]> = {
  Pune: ['plateau', 'riverside', 'periurban', 'hills', 'farmland'],
  Mumbai: ['coastal', 'hills', 'periurban', 'lakeside', 'plateau'],
  Bangalore: ['lakeside', 'periurban', 'farmland', 'plateau', 'hills'],
  Hyderabad: ['periurban', 'plateau', 'lakeside', 'farmland', 'hills'],
  Delhi: ['farmland', 'periurban', 'riverside', 'lakeside', 'hills'],
  Chennai: ['coastal', 'lakeside', 'farmland', 'periurban', 'riverside'],
  Kolkata: ['riverside', 'farmland', 'lakeside', 'periurban', 'farmland'],
  Ahmedabad: ['farmland', 'riverside', 'periurban', 'lakeside', 'plateau'],
  Jaipur: ['hills', 'farmland', 'plateau', 'lakeside', 'periurban'],
  Lucknow: ['riverside', 'farmland', 'periurban', 'lakeside', 'hills'],
  Kochi: ['lakeside', 'coastal', 'riverside', 'hills', 'periurban'],
  Chandigarh: ['hills', 'periurban', 'farmland', 'riverside', 'plateau'],
};

/** Eye-level and aerial compositions a cover cycles through; the plan is always the second picture. */
const VIEWS: readonly Composition[] = ['avenue', 'survey', 'curve', 'aerial', 'corner'];

/**
 * The scene of the demo project at `index` (in a city, of a type). Consecutive
 * projects never share a season, terrains follow each city's list, and the
 * cover's composition and time of day cycle at different rates.
 */
export function demoPictureScene(index: number, city: City, cityCount: number, projectType: ProjectType, seed: number): PictureScene {
  const cycle = Math.floor(index / cityCount);
  const terrains = CITY_TERRAINS[city];
  const terrain = terrains[cycle % terrains.length]!;
  // Steps of one, and two every fifth project: neighbours differ, and it drifts against the types ((index + cycle) % 4).
  const season = SEASONS[(index + Math.floor(index / 5)) % SEASONS.length]!;
  // Not periodic in 3 or 5 either: featured (every fifth) and top (every third) projects also differ.
  const view = (index + Math.floor(index / 5)) % VIEWS.length;
  const time = (index * 2 + Math.floor(index / 5)) % TIMES_OF_DAY.length;
  return {
    seed,
    terrain,
    season,
    projectType,
    shots: [
      { composition: VIEWS[view]!, time: TIMES_OF_DAY[time]! },
      { composition: 'plan', time: 'noon' },
      { composition: VIEWS[(view + 2) % VIEWS.length]!, time: TIMES_OF_DAY[(time + 2) % TIMES_OF_DAY.length]! },
    ],
  };
}

const COMPOSITION_WORDS: Record<Composition, (farm: boolean) => string> = {
  avenue: (farm) => (farm ? 'Tree-lined farm road' : 'Entrance avenue'),
  curve: (farm) => (farm ? 'Approach road curving past the farm plots' : 'Approach road curving past the plots'),
  corner: (farm) => (farm ? 'Farm plot with its boundary wall and gate' : 'Corner plot with its boundary wall and gate'),
  survey: (farm) => (farm ? 'Open farm plot marked with survey stones' : 'Open plot marked with survey stones'),
  aerial: (farm) => (farm ? 'Aerial view of the farm plots' : 'Aerial view of the plotted lanes'),
  plan: () => 'Layout plan of the plots',
};
const TERRAIN_WORDS: Record<Terrain, string> = {
  farmland: 'among the fields',
  hills: 'in the hills',
  lakeside: 'by the lake',
  riverside: 'by the river',
  coastal: 'near the sea',
  plateau: 'on a rocky plateau',
  periurban: 'on the edge of the city',
};
const SEASON_WORDS: Record<Season, string> = {
  monsoon: 'in the monsoon',
  summer: 'in summer',
  winter: 'in winter',
  'post-harvest': 'after the harvest',
};
const TIME_WORDS: Record<TimeOfDay, string> = {
  morning: 'in the morning',
  noon: 'at noon',
  golden: 'at golden hour',
  dusk: 'at dusk',
};

/** What a picture shows, in words: "Entrance avenue by the lake, at dusk in the monsoon". */
export function describePicture(scene: PictureScene, position: number): string {
  const shot = scene.shots[position]!;
  const what = COMPOSITION_WORDS[shot.composition](scene.projectType === 'agricultural');
  if (shot.composition === 'plan') return `${what} ${TERRAIN_WORDS[scene.terrain]}`;
  return `${what} ${TERRAIN_WORDS[scene.terrain]}, ${TIME_WORDS[shot.time]} ${SEASON_WORDS[scene.season]}`;
}

const WIDTH = 1200;
const HEIGHT = 800;

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

// ---------------------------------------------------------------------------
// Colours

type Hsl = readonly [number, number, number];

const hsl = (h: number, s: number, l: number, a = 1) => {
  const hue = Math.round(((h % 360) + 360) % 360);
  const sat = Math.round(Math.max(0, Math.min(100, s)));
  const light = Math.round(Math.max(0, Math.min(100, l)));
  return a === 1 ? `hsl(${hue} ${sat}% ${light}%)` : `hsl(${hue} ${sat}% ${light}% / ${a})`;
};
const n = (value: number) => Number(value.toFixed(1));

interface Look {
  time: TimeOfDay;
  season: Season;
  dusk: boolean;
  /** Lightness factor of everything lit by the sun. */
  light: number;
  sky: readonly [string, string, string];
  ground: Hsl;
  leaf: Hsl;
  soil: Hsl;
  water: readonly [string, string];
  accentHue: number;
  /** Paint a ground colour, darkened for the time of day. */
  paint(colour: Hsl, dl?: number, ds?: number, alpha?: number): string;
}

const SKIES: Record<TimeOfDay, readonly [Hsl, Hsl, Hsl]> = {
  morning: [[205, 55, 64], [198, 55, 80], [32, 85, 84]],
  noon: [[212, 68, 50], [206, 64, 68], [200, 55, 86]],
  golden: [[214, 42, 54], [36, 72, 74], [26, 92, 64]],
  dusk: [[246, 42, 22], [318, 34, 42], [24, 85, 60]],
};
const GROUNDS: Record<Season, Hsl> = {
  monsoon: [112, 52, 40],
  summer: [40, 46, 60],
  winter: [82, 26, 58],
  'post-harvest': [44, 50, 60],
};
const LEAVES: Record<Season, Hsl> = {
  monsoon: [122, 52, 25],
  summer: [80, 24, 32],
  winter: [104, 30, 30],
  'post-harvest': [96, 34, 28],
};
const LIGHT: Record<TimeOfDay, number> = { morning: 0.97, noon: 1, golden: 0.9, dusk: 0.55 };

function lookOf(scene: PictureScene, time: TimeOfDay): Look {
  const random = createRandom(scene.seed);
  const { season } = scene;
  const jitter = random.int(-6, 6);
  const light = LIGHT[time];
  const sky = SKIES[time].map(([h, s, l], band) => {
    if (season === 'monsoon') return hsl(h, s * 0.3, time === 'dusk' ? l : l - (band === 0 ? 14 : 6));
    if (season === 'summer') return band === 2 && time !== 'dusk' ? hsl(42, 45, 84) : hsl(h, s * 0.72, l + 3);
    if (season === 'winter') return hsl(h, s * 0.8, l + 5);
    return hsl(h, s, l);
  }) as unknown as readonly [string, string, string];
  const ground: Hsl = [GROUNDS[season][0] + jitter, GROUNDS[season][1], GROUNDS[season][2]];
  const warm = time === 'golden' ? 8 : 0;
  return {
    time,
    season,
    dusk: time === 'dusk',
    light,
    sky,
    ground,
    leaf: LEAVES[season],
    soil: [24 + random.int(0, 10), 42, 46],
    water: time === 'dusk' ? [hsl(300, 25, 42), hsl(230, 35, 26)] : season === 'monsoon' ? [hsl(200, 15, 62), hsl(195, 25, 40)] : [hsl(200, 50, 74), hsl(205, 55, 44)],
    accentHue: random.int(0, 359),
    paint: ([h, s, l], dl = 0, ds = 0, alpha = 1) => hsl(h - warm * 0.4, s + ds + warm * 0.3, (l + dl) * light, alpha),
  };
}

// ---------------------------------------------------------------------------
// Eye-level and aerial views: a ground plane seen in perspective.

interface Stage {
  horizon: number;
  vanishX: number;
  /** Screen position of a ground point: x across, z away from the viewer. */
  at(x: number, z: number): readonly [number, number];
  /** Pixels per world unit at depth z (for heights of trees, posts, houses). */
  px(z: number): number;
}

function stage(horizon: number, vanishX: number, zNear: number, cameraHeight: number): Stage {
  const depth = (HEIGHT - horizon) * zNear;
  const scale = depth / cameraHeight;
  return {
    horizon,
    vanishX,
    at: (x, z) => [vanishX + (x * scale) / z, horizon + depth / z],
    px: (z) => scale / z,
  };
}

const points = (list: readonly (readonly [number, number])[]) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
const quadOf = (s: Stage, x0: number, x1: number, z0: number, z1: number) => points([s.at(x0, z0), s.at(x1, z0), s.at(x1, z1), s.at(x0, z1)]);

/** What the composition tells the terrain: how deep the site is and which side is left open (for water). */
interface Layout {
  stage: Stage;
  siteDepth: number;
  /** World x beyond which the open side starts (sign gives the side), or null for none. */
  openFrom: number | null;
}

function eyeLevel(random: Random, scene: PictureScene, composition: Composition, look: Look): string {
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

function sky(random: Random, look: Look, horizon: number): string {
  const { season, time } = look;
  const parts = [
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.sky[0]}"/><stop offset="0.62" stop-color="${look.sky[1]}"/><stop offset="1" stop-color="${look.sky[2]}"/></linearGradient>`,
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.paint(look.ground, 8, -14)}"/><stop offset="0.35" stop-color="${look.paint(look.ground, 0)}"/><stop offset="1" stop-color="${look.paint(look.ground, -10, 6)}"/></linearGradient>`,
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.water[0]}"/><stop offset="1" stop-color="${look.water[1]}"/></linearGradient>`,
    `<radialGradient id="sun"><stop offset="0" stop-color="${hsl(45, 100, 90)}"/><stop offset="0.4" stop-color="${time === 'golden' || time === 'dusk' ? hsl(28, 100, 64, 0.8) : hsl(48, 100, 78, 0.7)}"/><stop offset="1" stop-color="${hsl(35, 100, 70, 0)}"/></radialGradient>`,
    '</defs>',
    `<rect width="${WIDTH}" height="${n(horizon + 2)}" fill="url(#sky)"/>`,
  ];

  // The sun: low in the east in the morning, high at noon, low in the west at golden hour, just set at dusk.
  const sun =
    time === 'morning' ? { x: 0.08 + random.next() * 0.22, y: horizon - 70 - random.next() * 60, r: 36 }
    : time === 'noon' ? { x: 0.3 + random.next() * 0.4, y: horizon * (0.14 + random.next() * 0.12), r: 30 }
    : time === 'golden' ? { x: 0.66 + random.next() * 0.24, y: horizon - 30 - random.next() * 40, r: 46 }
    : { x: 0.3 + random.next() * 0.5, y: horizon + 12, r: 70 };
  const veiled = season === 'monsoon' ? 0.45 : 1;
  parts.push(`<circle cx="${n(sun.x * WIDTH)}" cy="${n(sun.y)}" r="${sun.r * 2.6}" fill="url(#sun)" opacity="${veiled}"/>`);
  if (time !== 'dusk') {
    parts.push(`<circle cx="${n(sun.x * WIDTH)}" cy="${n(sun.y)}" r="${n(sun.r * 0.55)}" fill="${time === 'golden' ? hsl(36, 100, 78) : hsl(52, 100, 96)}" opacity="${veiled}"/>`);
  } else {
    // A few stars above the afterglow.
    const stars = Array.from({ length: 14 }, () => `M${n(random.next() * WIDTH)} ${n(random.next() * horizon * 0.45)}h1.5`);
    parts.push(`<path d="${stars.join('')}" stroke="#ffffff" stroke-width="2" stroke-linecap="round" opacity="0.7"/>`);
  }

  // Clouds: a grey monsoon bank, thin summer wisps, a few puffs otherwise.
  const count = season === 'monsoon' ? random.int(7, 10) : season === 'summer' ? random.int(0, 2) : season === 'winter' ? random.int(1, 2) : random.int(2, 4);
  if (season === 'monsoon') {
    parts.push(`<rect width="${WIDTH}" height="${n(horizon * 0.3)}" fill="${hsl(215, 10, look.dusk ? 22 : 48, 0.55)}"/>`);
  }
  for (let i = 0; i < count; i += 1) {
    const cx = random.next() * WIDTH;
    const cy = horizon * (season === 'monsoon' ? 0.08 + random.next() * 0.4 : 0.12 + random.next() * 0.45);
    const scale = season === 'monsoon' ? 1.2 + random.next() * 1.2 : 0.6 + random.next() * 0.9;
    const flat = season === 'summer' ? 0.35 : 1;
    const colour =
      look.dusk ? hsl(320, 35, season === 'monsoon' ? 40 : 72, 0.6)
      : season === 'monsoon' ? hsl(212, 8, 52 + random.next() * 20, 0.92)
      : time === 'golden' ? hsl(30, 80, 88, 0.85)
      : `rgb(255 255 255 / ${season === 'summer' ? 0.55 : 0.85})`;
    parts.push(
      `<g fill="${colour}">` +
        [[0, 0, 60, 22], [-45, 8, 40, 16], [48, 6, 46, 18], [10, -14, 38, 20]]
          .map(([dx, dy, rx, ry]) => `<ellipse cx="${n(cx + dx! * scale)}" cy="${n(cy + dy! * scale * flat)}" rx="${n(rx! * scale)}" ry="${n(ry! * scale * flat)}"/>`)
          .join('') +
        '</g>',
    );
  }
  return parts.join('');
}

function ridgePath(random: Random, baseY: number, height: number, segments: number): string {
  const step = WIDTH / segments;
  let d = `M0 ${n(baseY)} L0 ${n(baseY - height * (0.4 + random.next() * 0.6))}`;
  for (let i = 1; i <= segments; i += 1) {
    const x = i * step;
    const peak = baseY - height * (0.3 + random.next() * 0.7);
    d += ` Q${n(x - step / 2)} ${n(peak - height * 0.35)} ${n(x)} ${n(peak)}`;
  }
  return `${d} L${WIDTH} ${n(baseY)} Z`;
}

/** Flat-topped basalt hills of the Deccan, with their terraced layers. */
function mesas(random: Random, baseY: number, height: number, fill: string, line: string): string {
  const parts: string[] = [];
  let x = -random.int(0, 120);
  while (x < WIDTH) {
    const width = 180 + random.next() * 320;
    const top = baseY - height * (0.55 + random.next() * 0.45);
    const slope = 40 + random.next() * 60;
    parts.push(`<path d="M${n(x)} ${n(baseY)} L${n(x + slope)} ${n(top)} L${n(x + width - slope)} ${n(top)} L${n(x + width)} ${n(baseY)} Z" fill="${fill}"/>`);
    const bands: string[] = [];
    for (let k = 1; k < 4; k += 1) {
      const y = top + ((baseY - top) * k) / 4;
      const inset = slope * (1 - k / 4);
      bands.push(`M${n(x + inset + 6)} ${n(y)} L${n(x + width - inset - 6)} ${n(y)}`);
    }
    parts.push(`<path d="${bands.join(' ')}" stroke="${line}" stroke-width="3" fill="none"/>`);
    x += width - 20 + random.next() * 80;
  }
  return parts.join('');
}

/** What rises above the horizon: hills, mesas, a city skyline, a tree line, the sea. */
function farTerrain(random: Random, scene: PictureScene, look: Look, { stage: s }: Layout): string {
  const base = s.horizon + 2;
  const haze = (lightness: number) => (look.dusk ? lightness * 0.5 : lightness);
  const parts: string[] = [];
  switch (scene.terrain) {
    case 'hills':
      parts.push(`<path d="${ridgePath(random, base, 150, 5)}" fill="${hsl(205, 22, haze(70))}"/>`);
      parts.push(`<path d="${ridgePath(random, base, 85, 8)}" fill="${look.paint([look.leaf[0] + 20, 24, 46])}"/>`);
      break;
    case 'plateau':
      parts.push(mesas(random, base, 150, hsl(18, 16, haze(62)), hsl(18, 12, haze(54))));
      parts.push(mesas(random, base, 70, look.paint([24, 22, 44]), look.paint([24, 18, 36])));
      break;
    case 'periurban':
      parts.push(skyline(random, look, base));
      break;
    case 'coastal':
      // The sea fills the horizon.
      parts.push(`<rect y="${n(s.horizon - 1)}" width="${WIDTH}" height="${n((HEIGHT - s.horizon) * 0.14)}" fill="url(#water)"/>`);
      break;
    case 'lakeside':
    case 'riverside':
      parts.push(`<path d="${ridgePath(random, base, 50, 6)}" fill="${hsl(200, 18, haze(70))}"/>`);
      parts.push(treeLine(random, look, base, 22));
      break;
    case 'farmland':
      parts.push(treeLine(random, look, base, 18));
      break;
  }
  return parts.join('');
}

function treeLine(random: Random, look: Look, baseY: number, size: number): string {
  const bumps: string[] = [];
  for (let x = -10; x < WIDTH + 10; x += size * (0.8 + random.next() * 1.6)) {
    if (random.chance(0.25)) continue;
    const r = size * (0.6 + random.next() * 0.6);
    bumps.push(`<circle cx="${n(x)}" cy="${n(baseY - r * 0.7)}" r="${n(r)}"/>`);
  }
  return `<g fill="${look.paint(look.leaf, 14, -16)}">${bumps.join('')}</g>`;
}

function skyline(random: Random, look: Look, baseY: number): string {
  const towers: string[] = [];
  const windows: string[] = [];
  const start = WIDTH * random.next() * 0.3;
  const end = start + WIDTH * (0.45 + random.next() * 0.35);
  for (let x = start; x < end; ) {
    const width = 22 + random.next() * 46;
    const height = 30 + random.next() * (random.chance(0.3) ? 150 : 70);
    towers.push(`<rect x="${n(x)}" y="${n(baseY - height)}" width="${n(width)}" height="${n(height)}"/>`);
    if (look.dusk) {
      for (let k = 0; k < 4; k += 1) windows.push(`M${n(x + 4 + random.next() * (width - 10))} ${n(baseY - 6 - random.next() * (height - 10))}h4`);
    }
    x += width + random.next() * 14;
  }
  // A water tank on its stilts, as every Indian suburb has one.
  const tankX = random.chance(0.5) ? start - 60 : end + 40;
  return (
    `<g fill="${look.dusk ? hsl(240, 18, 30) : hsl(210, 14, 72)}">${towers.join('')}` +
    `<rect x="${n(tankX)}" y="${n(baseY - 60)}" width="6" height="60"/><rect x="${n(tankX + 24)}" y="${n(baseY - 60)}" width="6" height="60"/><rect x="${n(tankX - 8)}" y="${n(baseY - 86)}" width="46" height="28" rx="4"/></g>` +
    (windows.length ? `<path d="${windows.join('')}" stroke="${hsl(46, 100, 70)}" stroke-width="3"/>` : '')
  );
}

/** The land between the site and the horizon: fields, a lake, a river, a beach, rocks, pylons. */
function midground(random: Random, scene: PictureScene, look: Look, layout: Layout): string {
  const s = layout.stage;
  const far = layout.siteDepth;
  const parts: string[] = [];
  switch (scene.terrain) {
    case 'farmland': {
      const crops = cropColours(look.season);
      const strips: string[] = [];
      for (let z = far; z < 60; z *= 1.35) {
        for (let x = -80; x < 80; x += 6 + random.int(0, 6)) {
          strips.push(`<polygon points="${quadOf(s, x, x + 6, z, z * 1.35)}" fill="${look.paint(random.pick(crops), random.int(-4, 4))}"/>`);
        }
      }
      parts.push(`<g stroke="${look.paint(look.ground, -12)}" stroke-width="1" stroke-opacity="0.5">${strips.join('')}</g>`);
      break;
    }
    case 'lakeside': {
      const shore: (readonly [number, number])[] = [];
      for (let k = 0; k <= 8; k += 1) shore.push(s.at(-90 + k * 22.5, far + 2 + Math.sin(k * 1.3 + random.next()) * 1.2));
      const lake = [[0, s.horizon] as const, ...shore.map(([x, y]) => [x, y] as const), [WIDTH, s.horizon] as const];
      parts.push(`<polygon points="${points(lake)}" fill="url(#water)"/>`);
      if (layout.openFrom !== null) {
        const sign = Math.sign(layout.openFrom);
        const edge = Math.abs(layout.openFrom);
        const bay = [s.at(sign * edge, far + 2), s.at(sign * (edge + 1.5), 1.4), s.at(sign * 60, 0.9), s.at(sign * 60, far + 2)];
        parts.push(`<polygon points="${points(bay)}" fill="url(#water)"/>`);
      }
      parts.push(shimmer(random, look, s.horizon + 4, s.at(0, far + 2)[1] - 4));
      break;
    }
    case 'riverside': {
      // The river runs beside the site towards the horizon, winding a little; trees on the far bank.
      const sign = Math.sign(layout.openFrom ?? 1);
      const edge = Math.abs(layout.openFrom ?? 3.2) + 0.4;
      const width = edge * 1.1;
      const phase = random.next() * 6;
      const wiggle = (z: number) => Math.sin(z * 0.35 + phase) * edge * 0.35;
      const near: (readonly [number, number])[] = [];
      const farBank: (readonly [number, number])[] = [];
      for (let z = 1.1; z < 90; z *= 1.25) {
        near.push(s.at(sign * (edge + wiggle(z)), z));
        farBank.push(s.at(sign * (edge + width + wiggle(z)), z));
      }
      parts.push(`<polygon points="${points([...near, ...farBank.reverse()])}" fill="url(#water)" stroke="${look.paint(look.soil, 6)}" stroke-width="3"/>`);
      parts.push(shimmer(random, look, s.horizon + 6, s.horizon + 40));
      const bank: string[] = [];
      for (let z = 12; z >= 1.6; z /= 1.3) {
        const [x, y] = s.at(sign * (edge + width + wiggle(z) + 0.8 + random.next()), z);
        bank.push(tree(random, x, y, s.px(z) * 0.75, look, scene.terrain));
      }
      parts.push(bank.join(''));
      break;
    }
    case 'coastal': {
      const beachY = s.horizon + (HEIGHT - s.horizon) * 0.14;
      parts.push(`<path d="M0 ${n(beachY - 4)} Q${WIDTH * 0.3} ${n(beachY + 10)} ${WIDTH * 0.6} ${n(beachY)} T${WIDTH} ${n(beachY + 6)} L${WIDTH} ${n(beachY + 26)} L0 ${n(beachY + 22)} Z" fill="${look.paint([42, 45, 78])}"/>`);
      parts.push(shimmer(random, look, s.horizon + 3, beachY - 6));
      for (let i = 0, count = random.int(4, 7); i < count; i += 1) {
        const x = random.next() * WIDTH;
        parts.push(palm(random, x, beachY + 16 + random.next() * 8, 70 + random.next() * 60, look));
      }
      break;
    }
    case 'plateau': {
      const rocks: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        const [x, y] = s.at((random.next() - 0.5) * 60, far + random.next() * 20);
        const r = (0.5 + random.next()) * s.px(far) * 0.5;
        rocks.push(`<path d="M${n(x - r)} ${n(y)} Q${n(x - r * 0.6)} ${n(y - r)} ${n(x)} ${n(y - r * 0.9)} Q${n(x + r * 0.8)} ${n(y - r * 0.8)} ${n(x + r)} ${n(y)} Z"/>`);
      }
      parts.push(`<g fill="${look.paint([20, 10, 46])}">${rocks.join('')}</g>`);
      break;
    }
    case 'periurban': {
      // A line of power pylons crossing the fields.
      const pylons: string[] = [];
      const tops: (readonly [number, number])[] = [];
      for (let i = 0; i < 5; i += 1) {
        const z = far + 2 + i * 5;
        const [x, y] = s.at(-30 + i * 14, z);
        const h = s.px(z) * 2.2;
        pylons.push(`M${n(x - h * 0.12)} ${n(y)} L${n(x)} ${n(y - h)} L${n(x + h * 0.12)} ${n(y)} M${n(x - h * 0.2)} ${n(y - h * 0.8)} L${n(x + h * 0.2)} ${n(y - h * 0.8)}`);
        tops.push([x, y - h * 0.8]);
      }
      const wires = tops.slice(1).map(([x, y], i) => `M${n(tops[i]![0])} ${n(tops[i]![1])} Q${n((x + tops[i]![0]) / 2)} ${n(Math.max(y, tops[i]![1]) + 8)} ${n(x)} ${n(y)}`);
      parts.push(`<path d="${pylons.join(' ')} ${wires.join(' ')}" stroke="${look.dusk ? hsl(240, 10, 25) : hsl(210, 8, 45)}" stroke-width="1.5" fill="none"/>`);
      break;
    }
    case 'hills':
      break;
  }
  // A few trees scattered beyond the site.
  const trees: string[] = [];
  for (let i = 0, count = random.int(3, 7); i < count; i += 1) {
    const z = far + 1 + random.next() * 10;
    const x = (random.next() - 0.5) * 3 * z;
    if (layout.openFrom !== null && Math.sign(x) === Math.sign(layout.openFrom) && Math.abs(x) > Math.abs(layout.openFrom)) continue;
    if (scene.terrain === 'lakeside' && z > far + 1.5) continue;
    const [sx, sy] = s.at(x, z);
    trees.push(tree(random, sx, sy, s.px(z) * 0.7, look, scene.terrain));
  }
  parts.push(trees.join(''));
  return parts.join('');
}

function cropColours(season: Season): readonly Hsl[] {
  switch (season) {
    case 'monsoon':
      return [[100, 62, 44], [115, 50, 36], [88, 55, 48], [125, 45, 32]];
    case 'summer':
      return [[38, 45, 62], [30, 38, 52], [45, 40, 68], [24, 35, 46]];
    case 'winter':
      // Rabi season: mustard in flower and young wheat.
      return [[52, 85, 56], [96, 40, 48], [52, 80, 60], [86, 35, 54]];
    case 'post-harvest':
      return [[44, 55, 64], [28, 35, 44], [40, 50, 58], [46, 58, 70]];
  }
}

function shimmer(random: Random, look: Look, top: number, bottom: number): string {
  const lines: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const y = top + random.next() * Math.max(2, bottom - top);
    const x = random.next() * WIDTH;
    lines.push(`M${n(x)} ${n(y)}h${n(20 + random.next() * 60)}`);
  }
  return `<path d="${lines.join('')}" stroke="${look.dusk ? hsl(30, 80, 70) : '#ffffff'}" stroke-width="2" opacity="0.5"/>`;
}

// ---------------------------------------------------------------------------
// Compositions of the site itself.

function plotStyle(random: Random, look: Look): () => string {
  return () => (random.chance(0.3) ? look.paint(look.soil, random.int(0, 10)) : look.paint(look.ground, random.int(-6, 6), random.int(-6, 6)));
}

const lineColour = (look: Look) => (look.dusk ? hsl(40, 20, 55) : hsl(40, 25, 88));
const roadColour = (look: Look) => (look.dusk ? hsl(230, 10, 30) : hsl(30, 6, 54));

/** The classic view down the entrance avenue, plots on both sides (one side by a lake). */
function avenue(random: Random, scene: PictureScene, look: Look, layout: Layout): string {
  const s = layout.stage;
  const roadHalf = 0.55;
  const plotWidth = 1.6;
  const depths = Array.from({ length: 10 }, (_, k) => 1 + k * 0.78);
  const crossEvery = random.int(3, 4);
  const fill = plotStyle(random, look);
  const farm = scene.projectType === 'agricultural';
  const road = farm ? look.paint(look.soil, 14, -14) : roadColour(look);
  const parts: string[] = [];
  for (let k = depths.length - 2; k >= 0; k -= 1) {
    const z0 = depths[k]!;
    const z1 = depths[k + 1]!;
    const cross = !farm && k % crossEvery === crossEvery - 1;
    for (const side of [-1, 1]) {
      if (layout.openFrom !== null && Math.sign(layout.openFrom) === side) continue;
      for (let column = 0; column < (farm ? 2 : 5); column += 1) {
        const width = farm ? plotWidth * 4 : plotWidth;
        const inner = roadHalf + column * width;
        const [xa, xb] = side < 0 ? [-(inner + width), -inner] : [inner, inner + width];
        parts.push(`<polygon points="${quadOf(s, xa, xb, z0, z1)}" fill="${cross ? road : fill()}" stroke="${lineColour(look)}" stroke-opacity="0.5" stroke-width="${n(2.4 / z0)}"/>`);
      }
    }
    parts.push(`<polygon points="${quadOf(s, -roadHalf, roadHalf, z0, z1)}" fill="${road}"/>`);
  }
  if (!farm) {
    const dashes = depths.slice(0, -1).map((z) => {
      const [x0, y0] = s.at(0, z + 0.1);
      const [x1, y1] = s.at(0, z + 0.4);
      return `M${n(x0)} ${n(y0)} L${n(x1)} ${n(y1)}`;
    });
    parts.push(`<path d="${dashes.join(' ')}" stroke="${look.dusk ? hsl(45, 90, 70) : '#ffffff'}" stroke-width="4" stroke-linecap="round" fill="none" opacity="0.85"/>`);
  }
  if (look.season === 'monsoon') parts.push(puddles(random, look, s, [-roadHalf, roadHalf], [1.2, 4]));

  // Trees (and shops or a farmhouse) along the avenue, far to near.
  const items: string[] = [];
  for (let k = depths.length - 1; k >= 0; k -= 1) {
    const z = depths[k]! + 0.35;
    for (const side of [-1, 1]) {
      const [x, y] = s.at(side * (roadHalf + 0.18), z);
      items.push(tree(random, x, y, s.px(z) * 0.64, look, scene.terrain));
      if (!farm && k % 2 === 0) items.push(streetLight(s.at(side * (roadHalf + 0.05), z - 0.35), s.px(z - 0.35), look));
    }
    if (k === 4) items.push(siteBuildings(random, scene, look, s, -(roadHalf + 2.6), z + 0.4));
  }
  parts.push(items.join(''));
  return parts.join('');
}

/** A road that bends away to one side, plots on its outer side and open land on the other. */
function curve(random: Random, scene: PictureScene, look: Look, layout: Layout, side: number): string {
  const s = layout.stage;
  const farm = scene.projectType === 'agricultural';
  // Away from the open side, where a lake or river may be.
  const bend = -side * (0.12 + random.next() * 0.1);
  const centre = (z: number) => bend * (z - 1) ** 2;
  const half = farm ? 0.45 : 0.6;
  const fill = plotStyle(random, look);
  const parts: string[] = [];
  const steps = Array.from({ length: 12 }, (_, k) => 1 + k * 0.62);
  const road = farm ? look.paint(look.soil, 14, -14) : roadColour(look);
  for (let k = steps.length - 2; k >= 0; k -= 1) {
    const z0 = steps[k]!;
    const z1 = steps[k + 1]!;
    // Plots on the outside of the bend.
    for (let column = 0; column < 4; column += 1) {
      const offset = half + 0.3 + column * (farm ? 3 : 1.5);
      const width = farm ? 3 : 1.5;
      const a0 = centre(z0) - side * offset;
      const a1 = centre(z1) - side * offset;
      const b0 = a0 - side * width;
      const b1 = a1 - side * width;
      parts.push(`<polygon points="${points([s.at(a0, z0), s.at(b0, z0), s.at(b1, z1), s.at(a1, z1)])}" fill="${fill()}" stroke="${lineColour(look)}" stroke-opacity="0.55" stroke-width="${n(2.2 / z0)}"/>`);
    }
    parts.push(`<polygon points="${points([s.at(centre(z0) - half, z0), s.at(centre(z0) + half, z0), s.at(centre(z1) + half, z1), s.at(centre(z1) - half, z1)])}" fill="${road}"/>`);
  }
  // Kerb lines.
  const kerb = (offset: number) => steps.map((z, k) => `${k ? 'L' : 'M'}${points([s.at(centre(z) + offset, z)])}`.replace(',', ' ')).join(' ');
  parts.push(`<path d="${kerb(-half)} ${kerb(half)}" stroke="${lineColour(look)}" stroke-width="3" fill="none" opacity="0.8"/>`);
  if (look.season === 'monsoon') parts.push(puddles(random, look, s, [-half + centre(2), half + centre(2)], [1.2, 2.6]));

  const items: string[] = [];
  for (let k = steps.length - 1; k >= 0; k -= 2) {
    const z = steps[k]! + 0.2;
    const [x, y] = s.at(centre(z) + side * (half + 0.3), z);
    items.push(tree(random, x, y, s.px(z) * 0.7, look, scene.terrain));
    if (!farm) items.push(streetLight(s.at(centre(z) - side * (half + 0.1), z), s.px(z), look));
    if (k === 5) items.push(siteBuildings(random, scene, look, s, centre(z) - side * (half + 2.4), z + 0.6));
  }
  parts.push(items.join(''));
  return parts.join('');
}

/** A corner plot seen from the road: its compound wall, a gate, and the plot behind. */
function corner(random: Random, scene: PictureScene, look: Look, layout: Layout, side: number): string {
  const s = layout.stage;
  const parts: string[] = [];
  // The road in front, running across.
  parts.push(`<polygon points="${quadOf(s, -40, 40, 1, 1.12)}" fill="${roadColour(look)}"/>`);
  const cornerX = side * -(0.4 + random.next() * 0.8);
  const zFront = 1.25;
  const zBack = 4.5;
  const wallHeight = 0.45;
  const wall = look.paint([36, 18, 76], 0);
  const wallShade = look.paint([36, 18, 62], 0);
  // The plot itself, freshly levelled earth.
  const far = side * 9;
  parts.push(`<polygon points="${points([s.at(cornerX, zFront), s.at(far, zFront), s.at(far, zBack), s.at(cornerX, zBack)])}" fill="${look.paint([look.soil[0] + 6, 24, 60])}"/>`);
  // Neighbouring plots beyond the side wall.
  const fill = plotStyle(random, look);
  for (let k = 0; k < 4; k += 1) {
    const z0 = zFront + k * 0.9;
    parts.push(`<polygon points="${quadOf(s, cornerX - side * 1.6, cornerX, z0, z0 + 0.9)}" fill="${fill()}" stroke="${lineColour(look)}" stroke-opacity="0.5"/>`);
  }
  // Side wall going away, then the front wall with a gate.
  const up = (x: number, z: number) => [s.at(x, z)[0], s.at(x, z)[1] - wallHeight * s.px(z)] as const;
  parts.push(`<polygon points="${points([s.at(cornerX, zFront), s.at(cornerX, zBack), up(cornerX, zBack), up(cornerX, zFront)])}" fill="${wallShade}"/>`);
  const gateFrom = cornerX + side * (2 + random.next() * 1.5);
  const gateTo = gateFrom + side * 1.4;
  for (const [a, b] of [[cornerX, gateFrom], [gateTo, far]] as const) {
    parts.push(`<polygon points="${points([s.at(a, zFront), s.at(b, zFront), up(b, zFront), up(a, zFront)])}" fill="${wall}" stroke="${wallShade}" stroke-width="2"/>`);
  }
  // Coping along the top of the front wall.
  parts.push(`<path d="M${points([up(cornerX, zFront)]).replace(',', ' ')} L${points([up(gateFrom, zFront)]).replace(',', ' ')} M${points([up(gateTo, zFront)]).replace(',', ' ')} L${points([up(far, zFront)]).replace(',', ' ')}" stroke="${hsl(look.accentHue, 35, 45 * look.light)}" stroke-width="5"/>`);
  // Gate pillars and an iron gate standing open.
  for (const x of [gateFrom, gateTo]) {
    const [px, py] = s.at(x, zFront);
    const size = s.px(zFront);
    parts.push(`<rect x="${n(px - size * 0.06)}" y="${n(py - size * 0.42)}" width="${n(size * 0.12)}" height="${n(size * 0.42)}" fill="${wallShade}"/><rect x="${n(px - size * 0.08)}" y="${n(py - size * 0.46)}" width="${n(size * 0.16)}" height="${n(size * 0.05)}" fill="${hsl(look.accentHue, 35, 40 * look.light)}"/>`);
  }
  const [gx, gy] = s.at(gateFrom, zFront);
  const [hx] = s.at(gateFrom + side * 0.5, zFront + 0.5);
  const gateTop = gy - s.px(zFront) * 0.3;
  const bars = Array.from({ length: 6 }, (_, i) => {
    const x = gx + ((hx - gx) * (i + 0.5)) / 6;
    return `M${n(x)} ${n(gy - (i * 6))} V${n(gateTop - i * 4)}`;
  });
  parts.push(`<path d="M${n(gx)} ${n(gateTop)} L${n(hx)} ${n(gateTop - 24)} M${n(gx)} ${n(gy - 8)} L${n(hx)} ${n(gy - 30)} ${bars.join(' ')}" stroke="${hsl(220, 10, 22)}" stroke-width="3" fill="none"/>`);
  // Corner stone and a tree in the plot.
  const [cx, cy] = s.at(cornerX, zFront);
  const size = s.px(zFront);
  parts.push(`<rect x="${n(cx - size * 0.07)}" y="${n(cy - size * 0.36)}" width="${n(size * 0.14)}" height="${n(size * 0.36)}" fill="${wallShade}"/>`);
  const [tx, ty] = s.at(cornerX + side * 5, zBack - 0.6);
  parts.push(tree(random, tx, ty, s.px(zBack) * 0.9, look, scene.terrain));
  parts.push(siteBuildings(random, scene, look, s, cornerX + side * 6.5, zBack + 1.5));
  if (scene.projectType !== 'agricultural') parts.push(streetLight(s.at(gateTo + side * 1.2, 1.55), s.px(1.55), look));
  if (look.season === 'monsoon') parts.push(puddles(random, look, s, [-4, 4], [1.05, 1.4]));
  return parts.join('');
}

/** Across an open plot: survey stones at the corners, lime lines between them, a marker flag. */
function survey(random: Random, scene: PictureScene, look: Look, layout: Layout): string {
  const s = layout.stage;
  const farm = scene.projectType === 'agricultural';
  const width = farm ? 4 : 1.8;
  const columns = farm ? 4 : 6;
  const rows = 4;
  const x0 = -(width * columns) / 2 + (random.next() - 0.5) * 2;
  const z0 = 1.15;
  const depth = farm ? 1.2 : 0.9;
  const parts: string[] = [];
  if (look.season === 'post-harvest') parts.push(stubble(random, look, s, x0, x0 + width * columns, z0, z0 + depth * rows));
  const lines: string[] = [];
  for (let i = 0; i <= columns; i += 1) lines.push(`M${points([s.at(x0 + i * width, z0)]).replace(',', ' ')} L${points([s.at(x0 + i * width, z0 + depth * rows)]).replace(',', ' ')}`);
  for (let j = 0; j <= rows; j += 1) lines.push(`M${points([s.at(x0, z0 + j * depth)]).replace(',', ' ')} L${points([s.at(x0 + width * columns, z0 + j * depth)]).replace(',', ' ')}`);
  parts.push(`<path d="${lines.join(' ')}" stroke="${hsl(50, 30, 94 * Math.max(0.7, look.light))}" stroke-width="2.5" fill="none" opacity="0.8"/>`);
  // Stones far to near.
  const stones: string[] = [];
  for (let j = rows; j >= 0; j -= 1) {
    for (let i = 0; i <= columns; i += 1) {
      const z = z0 + j * depth;
      const [x, y] = s.at(x0 + i * width, z);
      const size = s.px(z);
      stones.push(`<rect x="${n(x - size * 0.05)}" y="${n(y - size * 0.24)}" width="${n(size * 0.1)}" height="${n(size * 0.24)}" fill="${look.paint([40, 10, 86])}" stroke="${look.paint([40, 8, 60])}"/><rect x="${n(x - size * 0.05)}" y="${n(y - size * 0.24)}" width="${n(size * 0.1)}" height="${n(size * 0.06)}" fill="${hsl(8, 70, 48 * look.light)}"/>`);
    }
  }
  parts.push(stones.join(''));
  // A marker post with a flag on the nearest corner.
  const [fx, fy] = s.at(x0 + width * random.int(1, columns - 1), z0);
  const size = s.px(z0);
  parts.push(`<path d="M${n(fx)} ${n(fy)} V${n(fy - size * 0.6)}" stroke="${hsl(30, 30, 30)}" stroke-width="${n(size * 0.015 + 1)}"/><path d="M${n(fx)} ${n(fy - size * 0.6)} l${n(size * 0.16)} ${n(size * 0.05)} l${n(-size * 0.16)} ${n(size * 0.05)} Z" fill="${hsl(28, 95, 52 * Math.max(0.7, look.light))}"/>`);
  // A track along one side, and the farmhouse or a board of buildings beyond.
  parts.push(siteBuildings(random, scene, look, s, x0 + width * columns + 2.5, z0 + depth * rows + 1));
  const items: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const z = z0 + depth * rows + 0.6 + random.next() * 1.5;
    const [x, y] = s.at(x0 - 1 + random.next() * (width * columns), z);
    items.push(tree(random, x, y, s.px(z) * 0.7, look, scene.terrain));
  }
  parts.push(items.join(''));
  if (look.season === 'monsoon') parts.push(puddles(random, look, s, [x0, x0 + width * columns], [1.1, 3]));
  return parts.join('');
}

/** Looking down at an angle over the plotted lanes: blocks of plots, trees along the lanes, a few houses. */
function aerialLanes(random: Random, scene: PictureScene, look: Look, layout: Layout): string {
  const s = layout.stage;
  const farm = scene.projectType === 'agricultural';
  const angle = (random.chance(0.5) ? 1 : -1) * (0.25 + random.next() * 0.35);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // Local grid (u across, v along) rotated into the world, centred ahead of the camera.
  const centreZ = 14;
  const world = (u: number, v: number) => [u * cos - v * sin, centreZ + u * sin + v * cos] as const;
  const screen = (u: number, v: number) => {
    const [x, z] = world(u, v);
    return s.at(x, Math.max(z, 2));
  };
  const lane = 0.7;
  const plotW = farm ? 3.2 : 1.5;
  const plotD = farm ? 3.2 : 2;
  const perBlock = farm ? 2 : 4;
  const blockW = plotW * perBlock;
  const blockD = plotD * 2;
  const fill = plotStyle(random, look);
  const built = scene.projectType === 'commercial' || scene.projectType === 'mixed-use';
  const limit = layout.openFrom !== null ? Math.abs(layout.openFrom) : 99;
  const cells: { depth: number; svg: string }[] = [];
  for (let bu = -3; bu < 3; bu += 1) {
    for (let bv = -3; bv < 3; bv += 1) {
      const u0 = bu * (blockW + lane) + lane / 2;
      const v0 = bv * (blockD + lane) + lane / 2;
      const [wx] = world(u0 + blockW / 2, v0);
      if (layout.openFrom !== null && Math.sign(wx) === Math.sign(layout.openFrom) && Math.abs(wx) > limit) continue;
      const park = !farm && (bu + bv * 3 + scene.seed) % 9 === 0;
      for (let i = 0; i < perBlock; i += 1) {
        for (let j = 0; j < 2; j += 1) {
          const a = u0 + i * plotW;
          const b = v0 + j * plotD;
          const [, z] = world(a + plotW / 2, b + plotD / 2);
          if (z < 2.6 || z > 60) continue;
          const colour = park ? look.paint([look.leaf[0], 40, 40]) : fill();
          let svg = `<polygon points="${points([screen(a, b), screen(a + plotW, b), screen(a + plotW, b + plotD), screen(a, b + plotD)])}" fill="${colour}" stroke="${lineColour(look)}" stroke-width="${n(Math.max(0.6, 8 / z))}"/>`;
          if (!farm && !park && random.chance(built ? 0.35 : 0.15)) svg += houseBox(random, look, s, world(a + plotW / 2, b + plotD / 2), plotW * 0.55, built);
          if (farm && random.chance(0.5)) svg += orchardRows(random, look, s, world, a, b, plotW, plotD);
          cells.push({ depth: z, svg });
        }
      }
      // Trees along the lane in front of the block.
      for (let i = 0; i < perBlock; i += 2) {
        const [x, z] = world(u0 + i * plotW + 0.2, v0 - lane / 2);
        if (z < 2.6 || z > 60) continue;
        const [sx, sy] = s.at(x, z);
        cells.push({ depth: z - 0.01, svg: tree(random, sx, sy, s.px(z) * 0.9, look, scene.terrain) });
      }
    }
  }
  cells.sort((p, q) => q.depth - p.depth);
  return cells.map((cell) => cell.svg).join('');
}

function houseBox(random: Random, look: Look, s: Stage, [x, z]: readonly [number, number], size: number, built: boolean): string {
  const [sx, sy] = s.at(x, z);
  const w = size * s.px(z);
  const h = w * (built ? 0.6 + random.next() * 0.4 : 0.5);
  const roof = built ? look.paint([210, 8, 80]) : look.paint([look.accentHue, 40, 55]);
  return `<rect x="${n(sx - w / 2)}" y="${n(sy - h)}" width="${n(w)}" height="${n(h)}" fill="${look.paint([38, 25, 84])}" stroke="${look.paint([30, 10, 60])}"/><rect x="${n(sx - w / 2)}" y="${n(sy - h - w * 0.2)}" width="${n(w)}" height="${n(w * 0.2)}" fill="${roof}"/>`;
}

function orchardRows(random: Random, look: Look, s: Stage, world: (u: number, v: number) => readonly [number, number], a: number, b: number, w: number, d: number): string {
  const dots: string[] = [];
  for (let i = 0.5; i < 3; i += 1) {
    for (let j = 0.5; j < 3; j += 1) {
      const [x, z] = world(a + (w * i) / 3, b + (d * j) / 3);
      const [sx, sy] = s.at(x, z);
      dots.push(`<circle cx="${n(sx)}" cy="${n(sy - 3)}" r="${n(Math.max(1.5, s.px(z) * 0.22))}"/>`);
    }
  }
  return `<g fill="${look.paint(look.leaf, random.int(0, 6))}">${dots.join('')}</g>`;
}

/** By project type: a row of shopfronts, a farmhouse, or nothing (plots speak for themselves). */
function siteBuildings(random: Random, scene: PictureScene, look: Look, s: Stage, x: number, z: number): string {
  const size = s.px(z);
  const [sx, sy] = s.at(x, z);
  if (scene.projectType === 'agricultural') {
    const w = size * 1.1;
    const h = w * 0.45;
    return (
      `<rect x="${n(sx - w / 2)}" y="${n(sy - h)}" width="${n(w)}" height="${n(h)}" fill="${look.paint([38, 30, 80])}"/>` +
      `<polygon points="${points([[sx - w * 0.6, sy - h], [sx, sy - h - w * 0.32], [sx + w * 0.6, sy - h]])}" fill="${look.paint([12, 55, 42])}"/>` +
      `<rect x="${n(sx - w * 0.1)}" y="${n(sy - h * 0.7)}" width="${n(w * 0.2)}" height="${n(h * 0.7)}" fill="${look.paint([25, 35, 30])}"/>` +
      (look.dusk ? `<rect x="${n(sx + w * 0.22)}" y="${n(sy - h * 0.7)}" width="${n(w * 0.14)}" height="${n(h * 0.3)}" fill="${hsl(45, 100, 70)}"/>` : '')
    );
  }
  if (scene.projectType === 'commercial' || scene.projectType === 'mixed-use') {
    const shops: string[] = [];
    const count = scene.projectType === 'commercial' ? random.int(3, 5) : 2;
    const w = size * 0.9;
    for (let i = 0; i < count; i += 1) {
      const left = sx + (i - count / 2) * w;
      const h = w * (0.55 + random.next() * 0.35);
      const awning = hsl(look.accentHue + i * 47, 60, 50 * Math.max(0.6, look.light));
      shops.push(
        `<rect x="${n(left)}" y="${n(sy - h)}" width="${n(w * 0.96)}" height="${n(h)}" fill="${look.paint([35 + i * 20, 18, 80])}"/>` +
          `<rect x="${n(left + w * 0.1)}" y="${n(sy - h * 0.48)}" width="${n(w * 0.76)}" height="${n(h * 0.48)}" fill="${look.dusk ? hsl(45, 90, 68) : look.paint([210, 10, 45])}"/>` +
          `<rect x="${n(left)}" y="${n(sy - h * 0.6)}" width="${n(w * 0.96)}" height="${n(h * 0.12)}" fill="${awning}"/>`,
      );
    }
    return shops.join('');
  }
  return '';
}

function stubble(random: Random, look: Look, s: Stage, x0: number, x1: number, z0: number, z1: number): string {
  const lines: string[] = [];
  for (let x = x0; x <= x1; x += 0.45) lines.push(`M${points([s.at(x, z0)]).replace(',', ' ')} L${points([s.at(x, z1)]).replace(',', ' ')}`);
  const stacks: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const z = z0 + 1 + random.next() * (z1 - z0);
    const [x, y] = s.at(x0 + random.next() * (x1 - x0), z);
    const r = s.px(z) * 0.22;
    stacks.push(`<path d="M${n(x - r)} ${n(y)} Q${n(x - r)} ${n(y - r * 1.8)} ${n(x)} ${n(y - r * 1.9)} Q${n(x + r)} ${n(y - r * 1.8)} ${n(x + r)} ${n(y)} Z"/>`);
  }
  return `<path d="${lines.join(' ')}" stroke="${look.paint([36, 45, 45])}" stroke-width="1.5" opacity="0.6"/><g fill="${look.paint([42, 55, 58])}" stroke="${look.paint([36, 45, 42])}">${stacks.join('')}</g>`;
}

function puddles(random: Random, look: Look, s: Stage, [xa, xb]: readonly [number, number], [za, zb]: readonly [number, number]): string {
  const shapes: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const z = za + random.next() * (zb - za);
    const [x, y] = s.at(xa + random.next() * (xb - xa), z);
    const r = s.px(z) * (0.12 + random.next() * 0.16);
    shapes.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.22)}"/>`);
  }
  return `<g fill="${look.sky[1]}" opacity="0.75">${shapes.join('')}</g>`;
}

function tree(random: Random, x: number, groundY: number, heightPx: number, look: Look, terrain: Terrain): string {
  if (terrain === 'coastal' && random.chance(0.6)) return palm(random, x, groundY, heightPx * 1.3, look);
  const height = heightPx * (0.85 + random.next() * 0.3);
  const trunk = Math.max(1.5, height * 0.07);
  const leaf = look.paint(look.leaf, random.int(-2, 8), 0);
  const light = look.paint(look.leaf, 12, 0);
  // Ashoka-like columns on the plateau and in the suburbs; round neem and mango crowns elsewhere.
  if ((terrain === 'periurban' || terrain === 'plateau') && random.chance(0.4)) {
    return (
      `<rect x="${n(x - trunk / 2)}" y="${n(groundY - height * 0.2)}" width="${n(trunk)}" height="${n(height * 0.2)}" fill="${look.paint([25, 35, 28])}"/>` +
      `<ellipse cx="${n(x)}" cy="${n(groundY - height * 0.6)}" rx="${n(height * 0.16)}" ry="${n(height * 0.45)}" fill="${leaf}"/>`
    );
  }
  const crown = height * 0.34 * (0.85 + random.next() * 0.35);
  return (
    `<rect x="${n(x - trunk / 2)}" y="${n(groundY - height * 0.55)}" width="${n(trunk)}" height="${n(height * 0.55)}" fill="${look.paint([25, 35, 28])}"/>` +
    `<circle cx="${n(x)}" cy="${n(groundY - height * 0.62)}" r="${n(crown)}" fill="${leaf}"/>` +
    `<circle cx="${n(x - crown * 0.3)}" cy="${n(groundY - height * 0.7)}" r="${n(crown * 0.55)}" fill="${light}"/>`
  );
}

function palm(random: Random, x: number, groundY: number, height: number, look: Look): string {
  const lean = (random.next() - 0.5) * height * 0.4;
  const topX = x + lean;
  const topY = groundY - height;
  const fronds: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const angle = -Math.PI + (i / 5) * Math.PI + (random.next() - 0.5) * 0.3;
    const length = height * 0.38;
    const ex = topX + Math.cos(angle) * length;
    const ey = topY + Math.sin(angle) * length * 0.5 + length * 0.35;
    fronds.push(`M${n(topX)} ${n(topY)} Q${n((topX + ex) / 2)} ${n(topY - length * 0.25)} ${n(ex)} ${n(ey)}`);
  }
  return (
    `<path d="M${n(x)} ${n(groundY)} Q${n(x + lean * 0.2)} ${n(groundY - height * 0.5)} ${n(topX)} ${n(topY)}" stroke="${look.paint([28, 30, 34])}" stroke-width="${n(Math.max(2, height * 0.045))}" fill="none"/>` +
    `<path d="${fronds.join(' ')}" stroke="${look.paint([105, 45, 28])}" stroke-width="${n(Math.max(2, height * 0.05))}" stroke-linecap="round" fill="none"/>`
  );
}

function streetLight([x, y]: readonly [number, number], size: number, look: Look): string {
  const height = size * 0.58;
  const lit = look.dusk;
  return (
    `<rect x="${n(x - size * 0.008)}" y="${n(y - height)}" width="${n(Math.max(1, size * 0.016))}" height="${n(height)}" fill="#2b2b3a"/>` +
    (lit ? `<circle cx="${n(x)}" cy="${n(y - height)}" r="${n(Math.max(2, size * 0.1))}" fill="hsl(48 100% 75% / 0.35)"/>` : '') +
    `<circle cx="${n(x)}" cy="${n(y - height)}" r="${n(Math.max(1, size * 0.027))}" fill="${lit ? 'hsl(48 100% 85%)' : '#d9dde3'}"/>`
  );
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

// ---------------------------------------------------------------------------
// The top-down layout plan, in the season's colours and with the terrain around it.

function layoutPlan(random: Random, scene: PictureScene, look: Look): string {
  const parts: string[] = [];
  const margin = 70;
  const road = 34;
  const farm = scene.projectType === 'agricultural';
  const columns = random.int(3, 4);
  const rows = random.int(2, 3);
  const water = scene.terrain === 'lakeside' || scene.terrain === 'riverside' || scene.terrain === 'coastal';
  const top = water ? 150 : margin;
  const innerW = WIDTH - margin * 2;
  const innerH = HEIGHT - margin - top;
  const blockW = (innerW - road * (columns + 1)) / columns;
  const blockH = (innerH - road * (rows + 1)) / rows;
  const park = { column: random.int(0, columns - 1), row: random.int(0, rows - 1) };
  const plan = createPlanLook();

  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="${plan(look.ground, 6)}"/>`);
  // The land around: fields, rocks, neighbouring buildings or contour lines.
  const around: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    const colour = scene.terrain === 'farmland' ? plan(random.pick(cropColours(look.season))) : plan(look.ground, random.int(-4, 10));
    around.push(`<rect x="${n(random.next() * WIDTH)}" y="${n(random.next() * HEIGHT)}" width="${n(120 + random.next() * 260)}" height="${n(60 + random.next() * 160)}" fill="${colour}" opacity="0.7" transform="rotate(${random.int(-12, 12)} 600 400)"/>`);
  }
  parts.push(around.join(''));
  if (scene.terrain === 'hills' || scene.terrain === 'plateau') {
    const cx = random.chance(0.5) ? 0 : WIDTH;
    const rings = Array.from({ length: 6 }, (_, k) => `<ellipse cx="${cx}" cy="${n(HEIGHT * random.next())}" rx="${60 + k * 70}" ry="${40 + k * 50}"/>`);
    parts.push(`<g fill="none" stroke="${plan([30, 25, 40])}" stroke-width="2" opacity="0.35">${rings.join('')}</g>`);
  }
  if (scene.terrain === 'periurban') {
    const blocks = Array.from({ length: 10 }, (_, k) => `<rect x="${n(k * 124 + random.next() * 30)}" y="${n(random.next() * 20)}" width="${n(40 + random.next() * 50)}" height="${n(20 + random.next() * 24)}"/>`);
    parts.push(`<g fill="${plan([210, 8, 70])}">${blocks.join('')}</g>`);
  }
  if (water) {
    const edge = Array.from({ length: 7 }, (_, k) => `${k * 200} ${n(96 + Math.sin(k * 1.7 + random.next()) * 22)}`);
    parts.push(`<path d="M0 0 L${WIDTH} 0 L${WIDTH} ${edge[6]!.split(' ')[1]} L${edge.reverse().join(' L')} Z" fill="${look.season === 'monsoon' ? hsl(195, 30, 52) : hsl(200, 55, 60)}"/>`);
    parts.push(shimmer(random, { ...look, dusk: false }, 10, 70));
  }
  // The site: its road network is the ground colour of the site.
  parts.push(`<rect x="${margin}" y="${top}" width="${innerW}" height="${innerH}" rx="6" fill="${farm ? hsl(30, 25, 66) : hsl(30, 6, 66)}" stroke="${hsl(look.soil[0], 35, 35)}" stroke-width="6"/>`);

  const available = plan(look.ground, 16, 8);
  const booked = hsl(look.soil[0] + 8, 70, 70);
  const sold = hsl(look.accentHue, 35, 70);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const x = margin + road + column * (blockW + road);
      const y = top + road + row * (blockH + road);
      if (column === park.column && row === park.row && !farm) {
        parts.push(parkBlock(random, x, y, blockW, blockH, look));
        continue;
      }
      const across = farm ? 2 : random.int(3, 5);
      const deep = 2;
      const plotW = blockW / across;
      const plotH = blockH / deep;
      for (let i = 0; i < across; i += 1) {
        for (let j = 0; j < deep; j += 1) {
          const roll = random.next();
          const fill = roll < 0.55 ? available : roll < 0.8 ? booked : sold;
          parts.push(`<rect x="${n(x + i * plotW)}" y="${n(y + j * plotH)}" width="${n(plotW)}" height="${n(plotH)}" fill="${fill}" stroke="#ffffff" stroke-width="2.5"/>`);
          if (farm && random.chance(0.6)) {
            const dots: string[] = [];
            for (let a = 1; a < 5; a += 1) for (let b = 1; b < 4; b += 1) dots.push(`<circle cx="${n(x + i * plotW + (plotW * a) / 5)}" cy="${n(y + j * plotH + (plotH * b) / 4)}" r="6"/>`);
            parts.push(`<g fill="${plan(look.leaf, 8)}">${dots.join('')}</g>`);
          }
        }
      }
    }
  }

  const lines: string[] = [];
  for (let column = 0; column <= columns; column += 1) {
    const x = margin + road / 2 + column * (blockW + road);
    lines.push(`M${n(x)} ${top + 8} L${n(x)} ${HEIGHT - margin - 8}`);
  }
  for (let row = 0; row <= rows; row += 1) {
    const y = top + road / 2 + row * (blockH + road);
    lines.push(`M${margin + 8} ${n(y)} L${WIDTH - margin - 8} ${n(y)}`);
  }
  parts.push(`<path d="${lines.join(' ')}" stroke="#ffffff" stroke-width="2" stroke-dasharray="10 10" fill="none" opacity="0.9"/>`);

  const gateColumn = random.int(0, columns);
  const gateX = margin + road / 2 + gateColumn * (blockW + road);
  parts.push(`<rect x="${n(gateX - road / 2)}" y="${HEIGHT - margin}" width="${road}" height="${margin}" fill="${hsl(30, 6, 66)}"/>`);
  parts.push(`<rect x="${n(gateX - road / 2 - 10)}" y="${HEIGHT - margin - 6}" width="10" height="18" fill="${hsl(look.accentHue, 45, 40)}"/><rect x="${n(gateX + road / 2)}" y="${HEIGHT - margin - 6}" width="10" height="18" fill="${hsl(look.accentHue, 45, 40)}"/>`);

  const trees: string[] = [];
  for (let x = margin + 20; x < WIDTH - margin; x += 46 + random.int(0, 14)) {
    if (Math.abs(x - gateX) < road) continue;
    if (!water) trees.push(treeTop(random, x, top - 24, look));
    trees.push(treeTop(random, x, HEIGHT - margin + 24, look));
  }
  for (let y = top + 30; y < HEIGHT - margin; y += 46 + random.int(0, 14)) {
    trees.push(treeTop(random, margin - 24, y, look), treeTop(random, WIDTH - margin + 24, y, look));
  }
  parts.push(`<g>${trees.join('')}</g>`);

  parts.push(`<g transform="translate(${WIDTH - 40} ${water ? 130 : 40})"><circle r="22" fill="#ffffff" opacity="0.85"/><path d="M0 -16 L8 10 L0 4 L-8 10 Z" fill="${hsl(look.accentHue, 50, 35)}"/></g>`);
  return parts.join('');
}

/** Plans are drawn in daylight whatever the time: colours from the season only. */
function createPlanLook() {
  return ([h, s, l]: Hsl, dl = 0, ds = 0) => hsl(h, s * 0.75 + ds, Math.min(86, l + 8 + dl));
}

function parkBlock(random: Random, x: number, y: number, width: number, height: number, look: Look): string {
  const parts = [`<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="14" fill="${hsl(look.leaf[0], 45, 46)}"/>`];
  const cx = x + width / 2;
  const cy = y + height / 2;
  const r = Math.min(width, height) * 0.28;
  parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${hsl(35, 40, 80)}" stroke-width="8"/>`);
  parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.35)}" fill="${hsl(200, 60, 65)}"/>`);
  for (let i = 0; i < 10; i += 1) {
    const angle = (i / 10) * Math.PI * 2 + random.next() * 0.3;
    parts.push(treeTop(random, cx + Math.cos(angle) * r * 1.45, cy + Math.sin(angle) * r * 1.25, look));
  }
  return parts.join('');
}

function treeTop(random: Random, x: number, y: number, look: Look): string {
  const r = 11 + random.next() * 7;
  const [h] = look.leaf;
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${hsl(h + random.int(-10, 10), 45, 28 + random.next() * 8)}"/>` +
    `<circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.3)}" r="${n(r * 0.45)}" fill="${hsl(h, 42, 42)}"/>`
  );
}
