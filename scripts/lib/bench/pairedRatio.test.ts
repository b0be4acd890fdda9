import { describeRatio, pairedRatio } from './pairedRatio';

describe('pairedRatio', () => {
  it('divides run by run and takes the median of the runs, not the ratio of the medians', () => {
    // A machine slowing down: each run is slower on both sides, the ratio stays about 2.
    const ratio = pairedRatio([20, 40, 90], [10, 21, 44]);
    expect(ratio.runs).toEqual([2, 1.9, 2.05]);
    expect(ratio.median).toBe(2);
    expect([ratio.min, ratio.max]).toEqual([1.9, 2.05]);
    expect(describeRatio(ratio)).toBe('2 (runs 1.9 to 2.05: 2 1.9 2.05)');
  });

  it('counts a denominator under 1 ms as 1 ms', () => {
    expect(pairedRatio([3], [0]).runs).toEqual([3]);
  });

  it('refuses sides of different lengths or no runs', () => {
    expect(() => pairedRatio([1, 2], [1])).toThrow('as many runs');
    expect(() => pairedRatio([], [])).toThrow('at least one');
  });
});
