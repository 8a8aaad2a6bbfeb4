import { ADMIN_PROJECT_LIMITS, SQ_FT_PER_AREA_UNIT, type ProjectStatus, type ProjectType } from '@plotwise/contracts';

/**
 * The parts of a plot search that are read as filters, not searched as text:
 * budgets, areas, types and statuses, and the words that mean nothing in a
 * plot search. Each rule reads lower-cased text and hands back the filter and
 * the words it took.
 */
export interface PhraseFilters {
  projectType?: ProjectType;
  status?: ProjectStatus;
  minPrice?: number;
  maxPrice?: number;
  minArea?: number;
  maxArea?: number;
}

export interface ReadPhrase {
  field: 'projectType' | 'status' | 'price' | 'area';
  text: string;
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const RUPEE_UNITS: Record<string, number> = { k: 1_000, thousand: 1_000, l: 100_000, lac: 100_000, lacs: 100_000, lakh: 100_000, lakhs: 100_000, cr: 10_000_000, crs: 10_000_000, crore: 10_000_000, crores: 10_000_000 };
const RUPEE_UNIT = String.raw`(crores?|crs?|lakhs?|lacs?|l|k|thousand)`;
const AREA_UNITS: Record<string, number> = {
  acre: SQ_FT_PER_AREA_UNIT.acres, acres: SQ_FT_PER_AREA_UNIT.acres, ac: SQ_FT_PER_AREA_UNIT.acres,
  sqft: 1, 'sq ft': 1, 'sq.ft': 1, 'square feet': 1, 'square foot': 1, ft: 1,
  sqm: SQ_FT_PER_AREA_UNIT['sq.m'], 'sq m': SQ_FT_PER_AREA_UNIT['sq.m'], 'square metres': SQ_FT_PER_AREA_UNIT['sq.m'], 'square meters': SQ_FT_PER_AREA_UNIT['sq.m'],
  'sq yd': 9, 'sq yards': 9, 'square yards': 9, gaj: 9, guntha: 1_089, gunthas: 1_089,
  hectare: SQ_FT_PER_AREA_UNIT.hectare, hectares: SQ_FT_PER_AREA_UNIT.hectare, ha: SQ_FT_PER_AREA_UNIT.hectare,
};
const AREA_UNIT = `(${Object.keys(AREA_UNITS).sort((a, b) => b.length - a.length).map((unit) => unit.replace('.', String.raw`\.`)).join('|')})`;
const AT_MOST = String.raw`(?:under|below|upto|up to|within|less than|max|maximum|budget|<)`;
const AT_LEAST = String.raw`(?:above|over|more than|min|minimum|from|starting|atleast|at least|>)`;

/** Types as people write them; the longest phrase is tried first. */
const TYPE_PHRASES: [string, ProjectType][] = [
  ['non agricultural', 'residential'], ['non-agricultural', 'residential'], ['na plots', 'residential'], ['na plot', 'residential'],
  ['farm land', 'agricultural'], ['farm lands', 'agricultural'], ['farmland', 'agricultural'], ['farmlands', 'agricultural'], ['farm house', 'agricultural'],
  ['farmhouse', 'agricultural'], ['farm', 'agricultural'], ['agricultural', 'agricultural'], ['agriculture', 'agricultural'], ['agri', 'agricultural'],
  ['mixed use', 'mixed-use'], ['mixed-use', 'mixed-use'], ['township', 'mixed-use'],
  ['commercial', 'commercial'], ['shop', 'commercial'], ['shops', 'commercial'], ['office', 'commercial'],
  ['residential', 'residential'], ['housing', 'residential'], ['villa plot', 'residential'], ['villa plots', 'residential'], ['bungalow plot', 'residential'],
];

const STATUS_PHRASES: [string, ProjectStatus][] = [
  ['ready to move in', 'ready'], ['ready to move', 'ready'], ['ready for registration', 'ready'], ['ready possession', 'ready'], ['ready', 'ready'],
  ['completed', 'ready'], ['immediate possession', 'ready'],
  ['under construction', 'ongoing'], ['ongoing', 'ongoing'], ['on going', 'ongoing'],
  ['new launch', 'upcoming'], ['newly launched', 'upcoming'], ['pre launch', 'upcoming'], ['prelaunch', 'upcoming'], ['upcoming', 'upcoming'],
];

/**
 * Words that carry no meaning in a plot search, English and Hinglish
 * ("pune mein plot"): dropped, not searched. A place, type or budget phrase is
 * read before these are dropped, so "farm land" still means agricultural.
 */
export const FILLER_WORDS = new Set([
  'plot', 'plots', 'land', 'lands', 'near', 'nearby', 'in', 'at', 'for', 'sale', 'buy', 'buying', 'purchase', 'on', 'the', 'a', 'an', 'of', 'and',
  'to', 'with', 'around', 'property', 'properties', 'project', 'projects', 'site', 'sites', 'me', 'mein', 'mai', 'main', 'ka', 'ki', 'ke', 'wala',
  'wale', 'chahiye', 'chaiye', 'paas', 'pass', 'zameen', 'jameen', 'sell', 'selling', 'available', 'best', 'good', 'india', 'rs', 'inr', 'price', 'budget', 'area', 'size', 'open', 'or',
]);

// Capped as the filters' own parameters are: a figure past any project still reads, as "no project".
const rupees = (value: string, unit: string | undefined) => Math.min(Math.round(Number(value) * (RUPEE_UNITS[unit ?? ''] ?? 1)), ADMIN_PROJECT_LIMITS.maxStartingPrice);
const squareFeet = (value: string, unit: string) => Math.min(Math.round(Number(value) * (AREA_UNITS[unit] ?? 1)), ADMIN_PROJECT_LIMITS.maxArea * SQ_FT_PER_AREA_UNIT.hectare);

interface Rule {
  pattern: RegExp;
  field: ReadPhrase['field'];
  read: (match: RegExpExecArray) => PhraseFilters;
}

/** Numbers with units first (so "2 acre" is an area, not a budget of 2), ranges before bounds. */
const RULES: Rule[] = [
  { pattern: new RegExp(String.raw`${NUMBER}\s*${RUPEE_UNIT}?\s*(?:-|to|se)\s*${NUMBER}\s*${RUPEE_UNIT}\b`), field: 'price',
    read: (m) => ({ minPrice: rupees(m[1]!, m[2] ?? m[4]), maxPrice: rupees(m[3]!, m[4]) }) },
  { pattern: new RegExp(String.raw`${AT_MOST}\s*(?:rs\.?|₹)?\s*${NUMBER}\s*${RUPEE_UNIT}\b`), field: 'price', read: (m) => ({ maxPrice: rupees(m[1]!, m[2]) }) },
  { pattern: new RegExp(String.raw`${AT_LEAST}\s*(?:rs\.?|₹)?\s*${NUMBER}\s*${RUPEE_UNIT}\b`), field: 'price', read: (m) => ({ minPrice: rupees(m[1]!, m[2]) }) },
  { pattern: new RegExp(String.raw`(?:rs\.?|₹)?\s*${NUMBER}\s*${RUPEE_UNIT}\b(?:\s*(?:tak|max))?`), field: 'price', read: (m) => ({ maxPrice: rupees(m[1]!, m[2]) }) },
  { pattern: new RegExp(String.raw`${NUMBER}\s*(?:-|to)\s*${NUMBER}\s*${AREA_UNIT}(?![a-z])`), field: 'area',
    read: (m) => ({ minArea: squareFeet(m[1]!, m[3]!), maxArea: squareFeet(m[2]!, m[3]!) }) },
  { pattern: new RegExp(String.raw`${AT_MOST}\s*${NUMBER}\s*${AREA_UNIT}(?![a-z])`), field: 'area', read: (m) => ({ maxArea: squareFeet(m[1]!, m[2]!) }) },
  // A bare area ("2 acre") is read as at least that much land.
  { pattern: new RegExp(String.raw`(?:${AT_LEAST}\s*)?${NUMBER}\s*${AREA_UNIT}(?![a-z])`), field: 'area', read: (m) => ({ minArea: squareFeet(m[1]!, m[2]!) }) },
];

const phrasePattern = (phrase: string) => new RegExp(String.raw`(?<![\p{L}\p{N}])${phrase.replace(/\./g, String.raw`\.`).replace(/ /g, String.raw`\s+`)}(?![\p{L}\p{N}])`, 'u');
const TYPE_RULES = [...TYPE_PHRASES].sort((a, b) => b[0].length - a[0].length).map(([phrase, type]) => [phrasePattern(phrase), type] as const);
const STATUS_RULES = [...STATUS_PHRASES].sort((a, b) => b[0].length - a[0].length).map(([phrase, status]) => [phrasePattern(phrase), status] as const);

/**
 * Reads budgets, areas, types and statuses out of lower-cased `text`: the
 * filters, each phrase as typed, and the text left with those phrases blanked.
 */
export function readPhrases(text: string): { filters: PhraseFilters; phrases: ReadPhrase[]; rest: string } {
  let rest = text.replace(/(\d),(?=\d)/g, '$1');
  const filters: PhraseFilters = {};
  const phrases: ReadPhrase[] = [];
  const take = (match: RegExpExecArray, field: ReadPhrase['field']) => {
    phrases.push({ field, text: match[0].trim() });
    rest = `${rest.slice(0, match.index)} ${rest.slice(match.index + match[0].length)}`;
  };
  for (const rule of RULES) {
    const done = rule.field === 'price' ? filters.minPrice !== undefined || filters.maxPrice !== undefined : filters.minArea !== undefined || filters.maxArea !== undefined;
    const match = done ? null : rule.pattern.exec(rest);
    if (!match) continue;
    Object.assign(filters, rule.read(match));
    take(match, rule.field);
  }
  for (const [pattern, type] of TYPE_RULES) {
    const match = pattern.exec(rest);
    if (!match) continue;
    filters.projectType ??= type;
    take(match, 'projectType');
  }
  for (const [pattern, status] of STATUS_RULES) {
    const match = pattern.exec(rest);
    if (!match) continue;
    filters.status ??= status;
    take(match, 'status');
  }
  return { filters, phrases, rest };
}
