/**
 * Boxes on the map and distances, without zod: pages that only show a map or
 * a distance import these and stay free of the validation library.
 */

/** A box on the map: its west and east longitudes, its south and north latitudes. */
export interface GeoBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

const BOX_NUMBER = /^-?\d{1,3}(\.\d{1,8})?$/;

/** `west,south,east,north` (the order GeoJSON and OpenStreetMap use) read as a box, or null when it is not one. */
export function parseGeoBox(text: string): GeoBox | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => BOX_NUMBER.test(part))) return null;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  const inRange = Math.abs(west) <= 180 && Math.abs(east) <= 180 && Math.abs(south) <= 90 && Math.abs(north) <= 90;
  return inRange && west < east && south < north ? { west, south, east, north } : null;
}

/** A box as the URL and the API write it, to five decimals (about a metre). */
export function formatGeoBox(box: GeoBox): string {
  const five = (value: number) => String(Math.round(value * 1e5) / 1e5);
  return [box.west, box.south, box.east, box.north].map(five).join(',');
}

const EARTH_RADIUS_KM = 6371.0088;

/** The great-circle (haversine) distance between two points in kilometres. */
export function distanceKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** "12 km from Pune city centre"; under a kilometre reads "in the heart of", under 10 km keeps one decimal. */
export function distanceFromCentreText(km: number, city: string): string {
  if (km < 1) return `In the heart of ${city}, under 1 km from the city centre`;
  const shown = km < 10 ? (Math.round(km * 10) / 10).toString() : Math.round(km).toString();
  return `${shown} km from ${city} city centre`;
}
