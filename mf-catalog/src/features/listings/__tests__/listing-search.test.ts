import { DEFAULT_LISTING_SEARCH, listingSearchParams, parseListingSearch, toProjectListQuery } from '../listing-search';

const parse = (query: string) => parseListingSearch(new URLSearchParams(query));

describe('listing search in the URL', () => {
  it('reads every filter, the sort, the page and the view', () => {
    expect(parse('search=greens&location=Hinjewadi&city=Pune&projectType=commercial&status=ready&minPrice=2000000&maxPrice=5000000&minArea=1000&maxArea=43560&sortBy=price_low&page=3&view=carousel')).toEqual({
      search: 'greens',
      location: 'Hinjewadi',
      city: 'Pune',
      projectType: 'commercial',
      status: 'ready',
      minPrice: 2_000_000,
      maxPrice: 5_000_000,
      minArea: 1_000,
      maxArea: 43_560,
      sortBy: 'price_low',
      page: 3,
      view: 'carousel',
      bbox: '',
    });
    expect(parse('view=map&bbox=73.6,18.4,74.1,18.7')).toMatchObject({ view: 'map', bbox: '73.6,18.4,74.1,18.7' });
    expect(parse('view=map&bbox=74.1,18.4,73.6,18.7').bbox).toBe('');
  });

  it('falls back to the defaults for unknown or malformed values instead of failing', () => {
    expect(parse('projectType=villa&status=sold&sortBy=random&page=-2&view=list&minPrice=abc&maxArea=1e9')).toEqual(DEFAULT_LISTING_SEARCH);
    expect(parse('page=0').page).toBe(1);
  });

  it('swaps a minimum above its maximum', () => {
    const search = parse('minPrice=9000000&maxPrice=1000000&minArea=5000&maxArea=2000');
    expect([search.minPrice, search.maxPrice, search.minArea, search.maxArea]).toEqual([1_000_000, 9_000_000, 2_000, 5_000]);
  });

  it('writes only what differs from the defaults, so shared links stay short', () => {
    expect(listingSearchParams(DEFAULT_LISTING_SEARCH).toString()).toBe('');
    expect(listingSearchParams({ ...DEFAULT_LISTING_SEARCH, city: 'Pune', status: 'ready', page: 2 }).toString()).toBe('city=Pune&status=ready&page=2');
  });

  it('round-trips through the URL', () => {
    const search = parse('location=Wakad&projectType=mixed-use&minArea=2000&sortBy=newest&page=4');
    expect(parse(listingSearchParams(search).toString())).toEqual(search);
  });

  it("turns into the API's query without 'all', the view or empty values", () => {
    expect(toProjectListQuery(parse('projectType=all&status=all&view=carousel'))).toEqual({ page: 1, pageSize: 12 });
    expect(toProjectListQuery(parse('city=Pune&projectType=agricultural&maxPrice=5000000&sortBy=oldest&page=2'))).toEqual({
      city: 'Pune', projectType: 'agricultural', maxPrice: 5_000_000, sortBy: 'oldest', page: 2, pageSize: 12,
    });
  });
});
