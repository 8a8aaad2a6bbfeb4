import { z } from 'zod';
import { optionalParam, singleParam } from '../common/query-params';
import { parseGeoBox } from './geo';

/**
 * Where a plot is: latitude and longitude in degrees (WGS 84, as every map
 * and phone gives them). The catalogue lists Indian plots only, so a point
 * must lie in India's bounding box (Indira Point to the Karakoram, the Rann of
 * Kutch to Arunachal, rounded out a little): a swapped pair or a dropped minus
 * sign lands outside it and is refused instead of pinning a plot in the sea.
 */
export const INDIA_BOUNDS = { south: 6, west: 68, north: 38, east: 98 } as const;

/** The map's starting view when nothing narrower is known: the whole country. */
export const INDIA_CENTRE = { latitude: 22.5, longitude: 80 } as const;

/** Six decimals is about 10 cm: anything finer is noise from a copy and paste. */
const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

export const COORDINATE_TEXTS = {
  latitude: `latitude must be a number between ${INDIA_BOUNDS.south} and ${INDIA_BOUNDS.north} (India)`,
  longitude: `longitude must be a number between ${INDIA_BOUNDS.west} and ${INDIA_BOUNDS.east} (India)`,
  bothOrNeither: 'Give both latitude and longitude, or neither',
  pinHint: 'Tap the map to place the pin on the plot, or type its latitude and longitude.',
  pinLabel: 'Pin on the map',
  clearPin: 'Remove pin',
  bbox: 'bbox must be four numbers: west,south,east,north (longitude and latitude in degrees, west below east, south below north)',
} as const;

const coordinate = (message: string, min: number, max: number) =>
  z.number({ error: message }).min(min, message).max(max, message).transform(roundCoordinate).nullable().default(null);

/** The two fields, as every project payload (form, API, CSV) takes them; null when the pin is not placed yet. */
export const coordinateFields = {
  latitude: coordinate(COORDINATE_TEXTS.latitude, INDIA_BOUNDS.south, INDIA_BOUNDS.north),
  longitude: coordinate(COORDINATE_TEXTS.longitude, INDIA_BOUNDS.west, INDIA_BOUNDS.east),
};

/** A point is both numbers: one alone is a half-typed pin, refused on the field left empty. */
export function checkCoordinatePair(value: { latitude?: number | null; longitude?: number | null }, context: z.RefinementCtx): void {
  const hasLatitude = value.latitude !== null && value.latitude !== undefined;
  const hasLongitude = value.longitude !== null && value.longitude !== undefined;
  if (hasLatitude === hasLongitude) return;
  context.addIssue({ code: 'custom', path: [hasLatitude ? 'longitude' : 'latitude'], message: COORDINATE_TEXTS.bothOrNeither });
}

/** The `bbox` query parameter: optional, and a clear 400 when it is not a box. */
export const geoBoxParam = () =>
  singleParam(
    'bbox',
    optionalParam(
      z.string().transform((text, context) => {
        const box = parseGeoBox(text);
        if (!box) {
          context.addIssue({ code: 'custom', message: COORDINATE_TEXTS.bbox });
          return z.NEVER;
        }
        return box;
      }),
    ),
  );
