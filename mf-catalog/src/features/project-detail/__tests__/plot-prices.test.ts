import { plotPriceRows } from '../plot-prices';

describe('plot prices', () => {
  it("prices each size at the starting price's rate per sq.ft, the smallest at the starting price", () => {
    const rows = plotPriceRows({ startingPrice: 1_500_000, plotSizes: [{ size: 2000, unit: 'sq.ft' }, { size: 1000, unit: 'sq.ft' }, { size: 200, unit: 'sq.m' }] });
    expect(rows.map((row) => row.indicativePrice)).toEqual([3_000_000, 1_500_000, Math.round(1_500 * 200 * 10.7639)]);
    expect(rows[2]!.squareFeet).toBeCloseTo(2_152.78);
    expect(rows.map((row) => row.ratePerSqFt)).toEqual([1_500, 1_500, 1_500]);
  });

  it('invents no price when the project states none', () => {
    const rows = plotPriceRows({ startingPrice: null, plotSizes: [{ size: 1, unit: 'acres' }] });
    expect(rows).toEqual([{ size: 1, unit: 'acres', squareFeet: 43_560, ratePerSqFt: null, indicativePrice: null }]);
  });
});
