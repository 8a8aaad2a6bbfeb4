// A picture's canvas and palette: its size, the colour and number helpers every part draws with,
// and the colours of its season and time of day.
import { createRandom } from '../prng';
import type { PictureScene, Season, TimeOfDay } from './scene';

export const WIDTH = 1200;
export const HEIGHT = 800;

export type Hsl = readonly [number, number, number];

export const hsl = (h: number, s: number, l: number, a = 1) => {
  const hue = Math.round(((h % 360) + 360) % 360);
  const sat = Math.round(Math.max(0, Math.min(100, s)));
  const light = Math.round(Math.max(0, Math.min(100, l)));
  return a === 1 ? `hsl(${hue} ${sat}% ${light}%)` : `hsl(${hue} ${sat}% ${light}% / ${a})`;
};
/** A coordinate to one decimal: finer than a pixel shows, and it keeps the SVG short. */
export const n = (value: number) => Number(value.toFixed(1));

export interface Look {
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

export function lookOf(scene: PictureScene, time: TimeOfDay): Look {
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
