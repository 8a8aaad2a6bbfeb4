import { CITY_CENTRES } from '../../cities/constants';
import { distanceFromCentreText, distanceKm, formatGeoBox, parseGeoBox } from '../geo';

describe('distanceKm (haversine)', () => {
  it('is 0 from a point to itself and the same both ways', () => {
    expect(distanceKm(CITY_CENTRES.Pune, CITY_CENTRES.Pune)).toBe(0);
    expect(distanceKm(CITY_CENTRES.Pune, CITY_CENTRES.Mumbai)).toBeCloseTo(distanceKm(CITY_CENTRES.Mumbai, CITY_CENTRES.Pune), 9);
  });

  it('measures Pune to Mumbai (about 120 km as the crow flies) and one degree of latitude (about 111 km)', () => {
    expect(distanceKm(CITY_CENTRES.Pune, CITY_CENTRES.Mumbai)).toBeGreaterThan(115);
    expect(distanceKm(CITY_CENTRES.Pune, CITY_CENTRES.Mumbai)).toBeLessThan(125);
    expect(distanceKm({ latitude: 18, longitude: 73 }, { latitude: 19, longitude: 73 })).toBeCloseTo(111.2, 0);
  });

  it.each([
    [12.4, '12 km from Pune city centre'],
    [3.26, '3.3 km from Pune city centre'],
    [0.4, 'In the heart of Pune, under 1 km from the city centre'],
  ])('says %d km from Pune as a person would: %s', (km, text) => {
    expect(distanceFromCentreText(km, 'Pune')).toBe(text);
  });
});

describe('parseGeoBox', () => {
  it('reads west,south,east,north and writes it back the same', () => {
    const box = parseGeoBox('73.6, 18.4,74.1,18.7');
    expect(box).toEqual({ west: 73.6, south: 18.4, east: 74.1, north: 18.7 });
    expect(formatGeoBox(box!)).toBe('73.6,18.4,74.1,18.7');
  });

  it.each(['', '1,2,3', '74,18,73,19', '73,19,74,18', '73,18,74,95', 'x,1,2,3'])('is null for %j', (text) => {
    expect(parseGeoBox(text)).toBeNull();
  });
});
