/**
 * How far apart two builds' figures are, measured in the same rounds: the median of the per-round differences and
 * its distribution-free confidence interval (the sign test's, from order statistics). Paired by round, the
 * difference cancels what a round shares (the machine's load at that moment); the interval says whether the rounds
 * taken can tell a difference of the size a target names from noise.
 */
import {median} from './shared';

export interface MedianInterval {
  readonly median: number;
  readonly low: number;
  readonly high: number;
  /** The interval's actual coverage (order statistics give only certain levels). */
  readonly coverage: number;
}

/** P(X ≤ k) for X ~ Binomial(n, 1/2). */
function binomialHalfCdf(n: number, k: number): number {
  let term = 0.5 ** n;
  let sum = term;
  for (let i = 1; i <= k; i += 1) {
    term = (term * (n - i + 1)) / i;
    sum += term;
  }
  return sum;
}

/**
 * The median of `values` and the narrowest interval between order statistics x(k) and x(n + 1 − k) that covers the
 * true median with at least `confidence`; undefined when there are too few values for any such interval (fewer than
 * six at 95 %).
 */
export function medianInterval(values: readonly number[], confidence = 0.95): MedianInterval | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  let k = 0;
  // Coverage of [x(k), x(n+1−k)] is 1 − 2·P(X ≤ k − 1); widen k while it stays at least `confidence`.
  while (k + 1 <= n / 2 && 1 - 2 * binomialHalfCdf(n, k) >= confidence) k += 1;
  if (k === 0) return undefined;
  return {
    median: median(sorted),
    low: sorted[k - 1]!,
    high: sorted[n - k]!,
    coverage: 1 - 2 * binomialHalfCdf(n, k - 1),
  };
}

/** Per round, today's figure minus the baseline's. */
export function pairedDifferences(today: readonly number[], baseline: readonly number[]): number[] {
  if (today.length !== baseline.length) throw new Error('paired figures need one of each per round');
  return today.map((value, round) => value - baseline[round]!);
}

/**
 * Whether today's figure is within `share` above the baseline's median (e.g. 0.1 for 10 %): 'within' when the whole
 * interval of the differences is at or below that margin, 'beyond' when all of it is above, else 'unresolved'.
 */
export function verdictWithin(
  interval: MedianInterval,
  baselineMedian: number,
  share: number,
): 'within' | 'beyond' | 'unresolved' {
  const margin = share * baselineMedian;
  if (interval.high <= margin) return 'within';
  if (interval.low > margin) return 'beyond';
  return 'unresolved';
}
