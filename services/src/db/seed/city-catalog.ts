import type { City } from '@plotwise/contracts';
import type { Random } from './prng';
import profiles from './data/city-profiles.json';

/** What the demo generator knows about each city: where plots are sold and how they are registered. */
export interface CityProfile {
  city: City;
  state: string;
  localities: readonly string[];
  /** Roads, hubs and landmarks a description may mention. */
  landmarks: readonly string[];
  /** Plot price in rupees per sq.ft, [low, high]. */
  ratePerSqFt: readonly [number, number];
  /** Farm land price in rupees per acre, [low, high]. */
  ratePerAcre: readonly [number, number];
  /** Planning authority and approvals a layout there typically carries. */
  approvals: readonly string[];
  /** A RERA registration number in the state's own style. */
  reraNumber(random: Random, year: number): string;
}

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => random.int(0, 9)).join('');

/** How each city's state numbers its RERA registrations. */
const RERA_NUMBERS: Readonly<Record<City, CityProfile['reraNumber']>> = {
  Pune: (random) => `P52100${digits(random, 6)}`,
  Mumbai: (random) => `P51800${digits(random, 6)}`,
  Bangalore: (random, year) =>
    `PRM/KA/RERA/1251/${random.int(300, 480)}/PR/${String(year % 100).padStart(2, '0')}${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}/${digits(random, 6)}`,
  Hyderabad: (random) => `P02400${digits(random, 6)}`,
  Delhi: (random, year) => `DLRERA${year}P${digits(random, 4)}`,
  Chennai: (random, year) => `TN/01/Layout/${digits(random, 4)}/${year}`,
  Kolkata: (random, year) => `WBRERA/P/${random.pick(['NOR', 'SOU', 'KOL', 'HOW'])}/${year}/${digits(random, 6)}`,
  Ahmedabad: (random) =>
    `PR/GJ/AHMEDABAD/${random.pick(['SANAND', 'DASKROI', 'AHMEDABAD CITY'])}/AUDA/RAA${digits(random, 5)}/${String(random.int(1, 28)).padStart(2, '0')}${String(random.int(1, 12)).padStart(2, '0')}${random.int(21, 24)}`,
  Jaipur: (random, year) => `RAJ/P/${year}/${digits(random, 4)}`,
  Lucknow: (random) => `UPRERAPRJ${digits(random, 6)}`,
  Kochi: (random, year) => `K-RERA/PRJ/ERN/${digits(random, 3)}/${year}`,
  Chandigarh: (random, year) => `UTRERA-CHD-PR${year}${digits(random, 4)}`,
};

/** A [low, high] range, as the data file lists it. */
const range = ([low, high]: number[]) => [low!, high!] as const;

/** The cities' facts are data; only the registration number formats are code. */
export const CITY_PROFILES: readonly CityProfile[] = profiles.map(({ city, ratePerSqFt, ratePerAcre, ...facts }) => ({
  city: city as City,
  ...facts,
  ratePerSqFt: range(ratePerSqFt),
  ratePerAcre: range(ratePerAcre),
  reraNumber: RERA_NUMBERS[city as City],
}));

/**
 * Where each demo locality is (latitude, longitude): its village, junction or
 * stretch of road as a map names it. Demo projects sit within a kilometre or
 * two of their locality's point.
 */
export const LOCALITY_POINTS: Readonly<Record<string, readonly [number, number]>> = {
  // Pune
  'Hinjewadi Phase 3': [18.587, 73.696], Wagholi: [18.5808, 73.9787], 'Talegaon Dabhade': [18.735, 73.6756], Chakan: [18.7606, 73.8636],
  'Uruli Kanchan': [18.4846, 74.1356], 'Sinhagad Road': [18.465, 73.819], Mulshi: [18.5133, 73.515],
  // Mumbai
  Panvel: [18.9894, 73.1175], Karjat: [18.9107, 73.3235], Alibaug: [18.6414, 72.8722], Khopoli: [18.785, 73.345],
  Neral: [19.026, 73.318], Palghar: [19.6967, 72.7699], 'Virar East': [19.456, 72.812],
  // Bangalore
  Devanahalli: [13.2437, 77.7172], 'Sarjapur Road': [12.889, 77.72], Hoskote: [13.0707, 77.7982], 'Kanakapura Road': [12.845, 77.55],
  Bidadi: [12.797, 77.385], 'Doddaballapur Road': [13.15, 77.56], 'Electronic City Phase 2': [12.837, 77.67],
  // Hyderabad
  Shadnagar: [17.0716, 78.2056], Shamshabad: [17.26, 78.396], Adibatla: [17.224, 78.566], Kollur: [17.474, 78.27],
  Tukkuguda: [17.205, 78.481], Maheshwaram: [17.134, 78.436], Sadashivpet: [17.618, 77.953],
  // Delhi
  Narela: [28.8527, 77.0929], Najafgarh: [28.609, 76.9798], 'Chhatarpur Extension': [28.495, 77.175], Bawana: [28.799, 77.033],
  Burari: [28.75, 77.2], Kanjhawala: [28.734, 77.0], 'Sainik Farms': [28.505, 77.208],
  // Chennai
  Oragadam: [12.843, 79.948], Guduvanchery: [12.845, 80.06], Sriperumbudur: [12.9675, 79.9419], Thiruporur: [12.726, 80.188],
  Padappai: [12.88, 80.023], Kelambakkam: [12.788, 80.22], 'Maraimalai Nagar': [12.795, 80.025],
  // Kolkata
  Rajarhat: [22.62, 88.45], 'New Town Action Area III': [22.58, 88.49], Joka: [22.45, 88.3], Baruipur: [22.357, 88.432],
  Sonarpur: [22.443, 88.431], Madhyamgram: [22.692, 88.45], Dankuni: [22.68, 88.29],
  // Ahmedabad
  Sanand: [22.992, 72.381], Shela: [23.0, 72.467], Bopal: [23.033, 72.465], Chharodi: [23.073, 72.457],
  Dholera: [22.248, 72.195], Sarkhej: [22.987, 72.5], 'Vaishnodevi Circle': [23.137, 72.54],
  // Jaipur
  'Ajmer Road': [26.87, 75.69], Jagatpura: [26.825, 75.86], 'Tonk Road': [26.8, 75.81], 'Sikar Road': [27.0, 75.76],
  'Diggi Road': [26.76, 75.76], 'Kalwar Road': [26.975, 75.69], Vatika: [26.743, 75.845],
  // Lucknow
  'Sultanpur Road': [26.79, 81.03], 'Shaheed Path': [26.8, 80.99], 'Raebareli Road': [26.77, 80.95], 'Kanpur Road': [26.78, 80.88],
  'Faizabad Road': [26.88, 81.03], 'IIM Road': [26.93, 80.94], Mohanlalganj: [26.68, 80.98],
  // Kochi
  Kakkanad: [10.0159, 76.3419], Aluva: [10.1004, 76.357], Angamaly: [10.196, 76.386], Tripunithura: [9.944, 76.348],
  Kolenchery: [9.982, 76.476], Perumbavoor: [10.11, 76.477], Kalamassery: [10.051, 76.315],
  // Chandigarh
  Sarangpur: [30.77, 76.77], Dhanas: [30.77, 76.75], Kishangarh: [30.75, 76.82], Manimajra: [30.72, 76.835],
  Maloya: [30.695, 76.725], Behlana: [30.67, 76.79], 'IT Park Road': [30.727, 76.845],
};
