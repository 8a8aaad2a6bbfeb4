import type { CityStats } from '@plotwise/contracts';
import { yearsOfExperience } from '../../content/company-figures';
import { catalogueCounts } from '../site-figures';

const city = (name: string, projectCount: number): CityStats => ({
  city: name, state: null, projectCount, minPrice: null, maxPrice: null, popularLocalities: [], imageUrl: null, imageCaption: null,
});

describe('site figures', () => {
  it('counts every public project and every city that has one', () => {
    expect(catalogueCounts([city('Pune', 9), city('Surat', 5), city('Nashik', 1)])).toEqual({ projects: 15, cities: 3 });
    expect(catalogueCounts([])).toEqual({ projects: 0, cities: 0 });
  });

  it('counts the years from the founding year, 2021', () => {
    expect(yearsOfExperience(new Date('2026-11-25'))).toBe('5+');
    expect(yearsOfExperience(new Date('2030-01-01'))).toBe('9+');
  });
});
