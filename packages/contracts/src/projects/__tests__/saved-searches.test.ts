import { newsletterBlocks } from '../../leads/newsletter/issues';
import { savedFiltersOf, savedSearchLabel } from '../saved-search-filters';
import { savedSearchPayloadSchema } from '../saved-searches';

describe('saved search filters', () => {
  it('keeps the listing filters that narrow, as strings', () => {
    expect(savedFiltersOf({ city: ' Pune ', projectType: 'all', minPrice: 2000000, search: '', bbox: null })).toEqual({ city: 'Pune', minPrice: '2000000' });
  });

  it('reads as a short label, or all listings', () => {
    expect(savedSearchLabel({ projectType: 'residential', city: 'Pune', maxPrice: '5000000', search: 'gated' })).toBe('Residential · Pune · up to ₹50,00,000 · “gated”');
    expect(savedSearchLabel({})).toBe('All listings');
  });

  it('checks the filters with the listings schema', () => {
    expect(savedSearchPayloadSchema.safeParse({ filters: { minArea: '10', maxArea: '5' } }).success).toBe(false);
    expect(savedSearchPayloadSchema.parse({ filters: { minArea: 10 } })).toMatchObject({ filters: { minArea: '10' }, frequency: 'daily' });
  });
});

describe('newsletterBlocks', () => {
  it('reads headings, lists and paragraphs', () => {
    expect(newsletterBlocks('# Prices\n\nBaner rose.\nWagholi held.\n\n- one\n- two')).toEqual([
      { kind: 'heading', text: 'Prices' },
      { kind: 'paragraph', text: 'Baner rose. Wagholi held.' },
      { kind: 'list', items: ['one', 'two'] },
    ]);
  });
});
