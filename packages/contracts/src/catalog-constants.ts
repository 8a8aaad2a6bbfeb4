/** Enumerations and fixed lists of the catalogue: one place for each (docs/decisions.md). */
export const PROJECT_TYPES = ['residential', 'commercial', 'mixed-use', 'agricultural'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** One status enum everywhere; the admin hub labels `ready` as Completed. */
export const PROJECT_STATUSES = ['upcoming', 'ongoing', 'ready'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const AREA_UNITS = ['sq.ft', 'sq.m', 'acres', 'hectare'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

/** Square feet in one of each unit: area filters and comparisons work in sq.ft. */
export const SQ_FT_PER_AREA_UNIT: Record<AreaUnit, number> = {
  'sq.ft': 1,
  'sq.m': 10.7639,
  acres: 43_560,
  hectare: 107_639.1,
};

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The twelve cities of the admin hub's city choices and the home page's city cards. */
export const CITIES = [
  'Pune', 'Mumbai', 'Bangalore', 'Hyderabad', 'Delhi', 'Chennai',
  'Kolkata', 'Ahmedabad', 'Jaipur', 'Lucknow', 'Kochi', 'Chandigarh',
] as const;
export type City = (typeof CITIES)[number];

/** A city's name as the site spells it: as in CITIES when it is one of them, else as the data spells it most. */
export function cityDisplayName(key: string, mostCommon: string): string {
  return CITIES.find((city) => city.toLowerCase() === key.toLowerCase()) ?? mostCommon;
}

export const USER_ROLES = ['user', 'agent', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Largest id a PostgreSQL `integer` column holds; larger ids cannot exist. */
export const MAX_SERIAL_ID = 2_147_483_647;
