import {
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type AreaUnit,
  type ProjectStatus,
  type ProjectType,
} from '@plotwise/contracts';
import type { PlotSize, Specification } from '../models';
import { CITY_PROFILES, LOCALITY_POINTS } from './city-catalog';
import features from './data/project-features.json';
import { createRandom, seedOf } from './prng';
import { PICTURES_PER_PROJECT, demoPictureScene, describePicture, type PictureScene } from './project-illustration';

/** How many demo projects the first start creates (about five per city); the generator itself takes any index. */
export const DEMO_PROJECT_COUNT = 64;

/** A demo project before its pictures exist. */
export interface DemoProject {
  title: string;
  description: string;
  location: string;
  city: string;
  state: string;
  totalArea: number;
  areaUnit: AreaUnit;
  startingPrice: number;
  projectType: ProjectType;
  plotSizes: PlotSize[];
  amenities: string[];
  specifications: Specification[];
  approvals: string[];
  status: ProjectStatus;
  featured: boolean;
  isNewlyLaunched: boolean;
  isTopProject: boolean;
  verified: boolean;
  possessionTimeline: string;
  reraNumber: string;
  contactEmail: string;
  contactPhone: string;
  latitude: number;
  longitude: number;
  /** Hours before the seeding moment: index 0 is the newest. */
  ageHours: number;
  /** What the project's pictures show: terrain, season, and three shots. */
  pictureScene: PictureScene;
  /** Each picture's caption: the title and what the picture shows, in words. */
  pictureCaptions: string[];
}

const NAME_PREFIXES = [
  'Sahyadri', 'Emerald', 'Silver Oak', 'Vrindavan', 'Sunrise', 'Lotus', 'Neelkanth', 'Saffron',
  'Banyan', 'Aranya', 'Tulsi', 'Amrut', 'Kaveri', 'Nandanvan', 'Mayur', 'Vasundhara',
  'Riverstone', 'Oakwood', 'Skyline', 'Heritage', 'Sapphire', 'Orchid', 'Harmony', 'Gulmohar',
  'Shubh', 'Ashoka', 'Palash', 'Kalpavriksha', 'Chandan', 'Indraprastha', 'Parijat', 'Sarovar',
] as const;

const NAME_SUFFIXES: Record<ProjectType, readonly string[]> = {
  residential: ['Greens', 'Meadows', 'Enclave', 'County', 'Vihar', 'Residency Plots', 'Park Estate'],
  commercial: ['Business Park', 'Trade Centre', 'Commercial Plots', 'Corporate Avenue', 'Square'],
  'mixed-use': ['Township', 'City Centre', 'Integrated Township', 'Central', 'Smart City Plots'],
  agricultural: ['Farms', 'Farmlands', 'Agro Estate', 'Orchards', 'Farm Plots'],
};

/** What a layout offers and how it is built, by kind of project: picked from, a few a project. */
const { amenities: AMENITIES, specifications: SPECIFICATIONS } = features as {
  amenities: Record<ProjectType, readonly string[]>;
  specifications: Record<'plotted' | 'farm', readonly Specification[]>;
};

const RESIDENTIAL_PLOTS = [1000, 1200, 1500, 1800, 2000, 2400, 3000, 4000];
const COMMERCIAL_PLOTS = [2000, 2500, 3200, 4000, 5000, 8000, 10_000];
const FARM_PLOTS = [0.5, 1, 2, 3, 5];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const TYPE_WORDS: Record<ProjectType, string> = {
  residential: 'residential plotted development',
  commercial: 'commercial plot layout',
  'mixed-use': 'mixed-use township of residential and commercial plots',
  agricultural: 'managed farmland project',
};

/**
 * The demo project at `index`: deterministic, so the catalogue is the same on
 * every machine, and open-ended, so it grows to 60 or 100 projects by asking for
 * more indexes. Cities cycle through the twelve; types and statuses shift each
 * cycle so every city meets every type.
 */
export function demoProject(index: number, year = new Date().getFullYear()): DemoProject {
  const random = createRandom(seedOf(0x9107, index));
  const cycle = Math.floor(index / CITY_PROFILES.length);
  const profile = CITY_PROFILES[index % CITY_PROFILES.length]!;
  const projectType = PROJECT_TYPES[(index + cycle) % PROJECT_TYPES.length]!;
  const status = PROJECT_STATUSES[(index + 2 * cycle) % PROJECT_STATUSES.length]!;
  const locality = random.pick(profile.localities);
  const isFarm = projectType === 'agricultural';

  const prefix = NAME_PREFIXES[(index * 11) % NAME_PREFIXES.length]!;
  const suffixes = NAME_SUFFIXES[projectType];
  const title = `${prefix} ${suffixes[(index + cycle) % suffixes.length]!}`;

  const plotSizes: PlotSize[] = isFarm
    ? random.sample(FARM_PLOTS, 3).sort((a, b) => a - b).map((size) => ({ size, unit: 'acres' as const }))
    : random
        .sample(projectType === 'commercial' ? COMMERCIAL_PLOTS : RESIDENTIAL_PLOTS, random.int(3, 4))
        .sort((a, b) => a - b)
        .map((size) => ({ size, unit: 'sq.ft' as const }));
  const smallest = plotSizes[0]!.size;
  const rate = isFarm
    ? random.int(profile.ratePerAcre[0], profile.ratePerAcre[1])
    : random.int(profile.ratePerSqFt[0], profile.ratePerSqFt[1]) * (projectType === 'commercial' ? 1.4 : 1);
  const startingPrice = roundTo(smallest * rate, smallest * rate >= 10_000_000 ? 100_000 : 50_000);

  const totalArea = isFarm ? random.int(20, 120) : Math.round(random.int(40, 450)) / 10;
  const landmarks = random.sample(profile.landmarks, 2);

  const description = [
    `${title} is a ${TYPE_WORDS[projectType]} spread across ${totalArea} acres in ${locality}, ${profile.city}.`,
    `It sits minutes from ${landmarks[0]} with quick access to ${landmarks[1]}.`,
    isFarm
      ? 'Each plot comes with water, fencing and a caretaker, ready for a weekend farmhouse or an orchard.'
      : `Plots from ${smallest.toLocaleString('en-IN')} sq.ft come with approved layouts, wide roads and utilities laid to every boundary.`,
    status === 'ready'
      ? 'Development is complete and plots are ready for registration.'
      : status === 'ongoing'
        ? 'Roads and utilities are under construction, with registrations already under way.'
        : 'Bookings open soon at introductory prices.',
  ].join(' ');

  const possessionTimeline =
    status === 'ready'
      ? 'Ready for registration'
      : status === 'ongoing'
        ? `${MONTHS[random.int(0, 11)]} ${year + 1}`
        : `Q${random.int(1, 4)} ${year + 2}`;

  const citySlug = profile.city.toLowerCase();
  const [latitude, longitude] = nearLocality(locality, index);
  const pictureScene = demoPictureScene(index, profile.city, CITY_PROFILES.length, projectType, seedOf(0x1a9e, index));
  return {
    title,
    description,
    location: locality,
    city: profile.city,
    state: profile.state,
    totalArea,
    areaUnit: 'acres',
    startingPrice,
    projectType,
    plotSizes,
    amenities: random.sample(AMENITIES[projectType], random.int(5, 7)),
    specifications: random.sample(SPECIFICATIONS[isFarm ? 'farm' : 'plotted'], random.int(3, 5)),
    approvals: [...profile.approvals, 'RERA registered', random.pick(['Bank loans from SBI, HDFC and ICICI', 'Bank loans from SBI and Axis Bank', 'Loans from LIC Housing Finance'])],
    status,
    // A few featured; newly launched are the recent ones still being built, so both home carousels fill.
    featured: index % 5 === 0,
    isNewlyLaunched: index < 24 && status !== 'ready',
    isTopProject: index % 3 === 1,
    verified: index % 5 !== 4,
    possessionTimeline,
    reraNumber: profile.reraNumber(random, year - random.int(0, 2)),
    contactEmail: `sales.${citySlug}@plotwise.in`,
    contactPhone: `+91 ${random.pick(['98', '97', '99', '90', '88'])}${random.int(100, 999)} ${random.int(10_000, 99_999)}`,
    latitude,
    longitude,
    ageHours: index * 61 + random.int(1, 12),
    pictureScene,
    pictureCaptions: Array.from({ length: PICTURES_PER_PROJECT }, (_, position) => `${title}: ${describePicture(pictureScene, position)}`),
  };
}

/**
 * A point within about 1.5 km of the locality's, from a random stream of its
 * own (the project's other values stay as they were), so neighbours do not stack.
 */
function nearLocality(locality: string, index: number): [number, number] {
  const [latitude, longitude] = LOCALITY_POINTS[locality] ?? [0, 0];
  const random = createRandom(seedOf(0x6e0, index));
  const offset = () => (random.int(-1400, 1400) / 100_000);
  return [Math.round((latitude + offset()) * 1e6) / 1e6, Math.round((longitude + offset()) * 1e6) / 1e6];
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}
