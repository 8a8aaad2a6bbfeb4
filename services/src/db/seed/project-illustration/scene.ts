// The demo pictures' scenes: the terrain, season, views and times of day each demo project gets,
// and the words that describe each picture.
import type { City, ProjectType } from '@plotwise/contracts';

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
