import type { Project } from '@plotwise/contracts';

/**
 * Searches visitors type, with what a right answer holds, judged against the
 * demo catalogue (db/seed): `relevant` says which projects answer the search
 * (the best five of them should lead), `first` which title must come first,
 * `never` which titles must not be in the first five.
 */
export interface RelevanceQuery {
  query: string;
  relevant: (project: Project) => boolean;
  first?: string;
  never?: string[];
}

type Judge = (project: Project) => boolean;
const city = (...names: string[]): Judge => (project) => names.includes(project.city);
const type = (projectType: Project['projectType']): Judge => (project) => project.projectType === projectType;
const status = (value: Project['status']): Judge => (project) => project.status === value;
const locality = (start: string): Judge => (project) => project.location.startsWith(start);
const priced = (min: number, max: number): Judge => (project) => project.startingPrice !== null && project.startingPrice >= min && project.startingPrice <= max;
const acresAtLeast = (acres: number): Judge => (project) => project.areaUnit === 'acres' && project.totalArea >= acres;
const titled = (words: string): Judge => (project) => project.title.toLowerCase().includes(words.toLowerCase());
const lists = (words: string): Judge => (project) =>
  [...project.amenities, ...project.approvals, ...project.specifications.flatMap((item) => [item.title, item.details])].join(' ').toLowerCase().includes(words);
const all = (...judges: Judge[]): Judge => (project) => judges.every((judge) => judge(project));
const nothing: Judge = () => false;

const LAKH = 100_000;
const CRORE = 10_000_000;

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // Cities, their other names and misspellings.
  { query: 'puen', relevant: city('Pune') },
  { query: 'pune', relevant: city('Pune'), never: ['Amrut Trade Centre'] },
  { query: 'Pune', relevant: city('Pune') },
  { query: 'bengaluru', relevant: city('Bangalore') },
  { query: 'Bengaluru', relevant: city('Bangalore') },
  { query: 'bangalore', relevant: city('Bangalore') },
  { query: 'banglore', relevant: city('Bangalore') },
  { query: 'gurugram', relevant: nothing },
  { query: 'bombay', relevant: city('Mumbai') },
  { query: 'madras', relevant: city('Chennai') },
  { query: 'calcutta', relevant: city('Kolkata') },
  { query: 'hyderbad', relevant: city('Hyderabad') },
  { query: 'ahmdabad', relevant: city('Ahmedabad') },
  { query: 'chenai', relevant: city('Chennai') },
  { query: 'kolkatta', relevant: city('Kolkata') },
  { query: 'lucknw', relevant: city('Lucknow') },
  { query: 'cochin', relevant: city('Kochi') },
  { query: 'new delhi', relevant: city('Delhi') },
  { query: 'jaipur', relevant: city('Jaipur') },
  { query: 'chandigarh', relevant: city('Chandigarh') },
  // Localities.
  { query: 'plots near hinjewadi', relevant: locality('Hinjewadi'), never: ['Sahyadri Greens'] },
  ...['Hinjewadi', 'Talegaon', 'Hoskote', 'Panvel', 'Narela', 'Kanpur Road', 'Sadashivpet', 'Electronic City', 'Sinhagad Road', 'Vaishnodevi Circle', 'Manimajra', 'Rajarhat'].map(
    (name) => ({ query: name.toLowerCase(), relevant: locality(name) }),
  ),
  { query: 'oragadm', relevant: locality('Oragadam') },
  // Hinglish and filler words.
  { query: 'pune mein plot', relevant: city('Pune') },
  { query: 'hyderabad me plot chahiye', relevant: city('Hyderabad') },
  { query: 'plot in lucknow', relevant: city('Lucknow') },
  { query: 'bangalore ke paas land', relevant: city('Bangalore') },
  { query: 'buy plot at jaipur', relevant: city('Jaipur') },
  // Types.
  { query: 'pune residential', relevant: all(city('Pune'), type('residential')), never: ['Banyan City Centre', 'Amrut Trade Centre'] },
  { query: 'farm land near mumbai', relevant: all(city('Mumbai'), type('agricultural')) },
  { query: 'agricultural land', relevant: type('agricultural') },
  { query: 'NA plot pune', relevant: all(city('Pune'), type('residential')) },
  { query: 'commercial plot bangalore', relevant: all(city('Bangalore'), type('commercial')) },
  { query: 'farmhouse plots', relevant: type('agricultural') },
  { query: 'mixed use township hyderabad', relevant: all(city('Hyderabad'), type('mixed-use')) },
  { query: 'commercial plots for sale in chennai', relevant: all(city('Chennai'), type('commercial')) },
  // Statuses.
  { query: 'ready to move plots pune', relevant: all(city('Pune'), status('ready')) },
  { query: 'upcoming projects bangalore', relevant: all(city('Bangalore'), status('upcoming')) },
  { query: 'ongoing delhi', relevant: all(city('Delhi'), status('ongoing')) },
  { query: 'ready to move', relevant: status('ready') },
  // Budgets.
  { query: 'under 50 lakh', relevant: priced(0, 50 * LAKH) },
  { query: 'plots under 50 lakh in pune', relevant: all(city('Pune'), priced(0, 50 * LAKH)) },
  { query: '1-2 cr', relevant: priced(CRORE, 2 * CRORE) },
  { query: 'below 80L', relevant: priced(0, 80 * LAKH) },
  { query: '50 lakhs to 1 crore', relevant: priced(50 * LAKH, CRORE) },
  { query: 'above 1 crore commercial', relevant: all(type('commercial'), priced(CRORE, Infinity)) },
  { query: 'residential plots in hyderabad under 1 cr', relevant: all(city('Hyderabad'), type('residential'), priced(0, CRORE)) },
  // Areas.
  { query: '2 acre farm', relevant: all(type('agricultural'), acresAtLeast(2)) },
  { query: 'above 100 acres', relevant: acresAtLeast(100) },
  { query: '1200 sqft plot pune', relevant: city('Pune') },
  { query: 'above 1000 sq ft residential', relevant: type('residential') },
  // Approvals, amenities and specifications.
  { query: 'rera pune', relevant: city('Pune') },
  { query: 'pmrda', relevant: city('Pune') },
  { query: 'hmda approved', relevant: city('Hyderabad') },
  { query: 'borewell', relevant: lists('borewell') },
  { query: 'drip irrigation', relevant: lists('drip irrigation') },
  { query: 'clubhouse bangalore', relevant: all(city('Bangalore'), lists('clubhouse')) },
  // Project names.
  { query: 'sapphire business park', relevant: titled('sapphire business park'), first: 'Sapphire Business Park' },
  { query: 'emerald orchards', relevant: titled('emerald orchards'), first: 'Emerald Orchards' },
  { query: 'saffron township', relevant: titled('saffron integrated township'), first: 'Saffron Integrated Township' },
  { query: 'heritage agro estate', relevant: titled('heritage agro estate'), first: 'Heritage Agro Estate' },
  { query: 'gulmohar', relevant: titled('gulmohar') },
  { query: 'kaveri', relevant: titled('kaveri') },
  { query: 'lotus', relevant: titled('lotus') },
];
