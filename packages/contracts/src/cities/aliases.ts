/**
 * Cities known by more than one name: the current name first, then older or
 * other spellings. A place typed under any of them finds projects stored under
 * any other ("Bengaluru" finds the catalogue's "Bangalore"). No zod here.
 */
export const CITY_ALIASES: readonly (readonly string[])[] = [
  ['Bengaluru', 'Bangalore'],
  ['Gurugram', 'Gurgaon'],
  ['Mumbai', 'Bombay'],
  ['Kolkata', 'Calcutta'],
  ['Chennai', 'Madras'],
  ['Mysuru', 'Mysore'],
  ['Vadodara', 'Baroda'],
  ['Thiruvananthapuram', 'Trivandrum'],
  ['Prayagraj', 'Allahabad'],
  ['Puducherry', 'Pondicherry'],
  ['Kochi', 'Cochin'],
  ['Varanasi', 'Benares', 'Banaras'],
  ['Delhi', 'New Delhi'],
  ['Pune', 'Poona'],
  ['Belagavi', 'Belgaum'],
  ['Mangaluru', 'Mangalore'],
];

/** Every lower-cased name of the city `name` names (itself alone when it has no other). */
export function cityNameKeys(name: string): string[] {
  const key = name.trim().toLowerCase().replace(/\s+/g, ' ');
  const group = CITY_ALIASES.find((names) => names.some((alias) => alias.toLowerCase() === key));
  return group ? group.map((alias) => alias.toLowerCase()) : [key];
}
