import {describe, expect, it} from 'vitest';
import {medianInterval, pairedDifferences, verdictWithin} from '../../bench/paired';

describe('medianInterval', () => {
  it('takes the sign test order statistics: x(2) and x(8) of nine at 96.1 %', () => {
    const interval = medianInterval([9, 1, 8, 2, 7, 3, 6, 4, 5]);
    expect(interval).toMatchObject({median: 5, low: 2, high: 8});
    expect(interval!.coverage).toBeCloseTo(0.9609, 4);
  });

  it('takes x(4) and x(12) of fifteen at 96.5 %', () => {
    const interval = medianInterval(Array.from({length: 15}, (_, i) => i + 1));
    expect(interval).toMatchObject({median: 8, low: 4, high: 12});
    expect(interval!.coverage).toBeCloseTo(0.9648, 4);
  });

  it('gives no interval where no pair of order statistics reaches the confidence', () => {
    expect(medianInterval([1, 2, 3, 4, 5])).toBeUndefined();
    expect(medianInterval([1, 2, 3, 4, 5, 6])).toMatchObject({low: 1, high: 6});
  });
});

describe('pairedDifferences', () => {
  it('subtracts the baseline round by round', () => {
    expect(pairedDifferences([110, 90, 130], [100, 100, 100])).toEqual([10, -10, 30]);
  });

  it('refuses runs that are not one of each per round', () => {
    expect(() => pairedDifferences([1, 2], [1])).toThrow(/one of each per round/);
  });
});

describe('verdictWithin', () => {
  const interval = (low: number, high: number) => ({median: (low + high) / 2, low, high, coverage: 0.96});
  it('is within when the whole interval is at most the margin, beyond when all of it is above', () => {
    expect(verdictWithin(interval(-20, 10), 100, 0.1)).toBe('within');
    expect(verdictWithin(interval(11, 40), 100, 0.1)).toBe('beyond');
  });

  it('is unresolved when the interval straddles the margin', () => {
    expect(verdictWithin(interval(-5, 25), 100, 0.1)).toBe('unresolved');
  });
});
