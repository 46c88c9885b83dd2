import type { RatingBucket, RatingScale } from "./survey.types";

/** The answers a rating question of each scale takes (spec §5; posthog-js's own ranges). */
export const RATING_RANGES: Record<RatingScale, { min: number; max: number }> = {
  3: { min: 1, max: 3 },
  5: { min: 1, max: 5 },
  10: { min: 0, max: 10 },
};

export type RatingCheck = { ok: true; value: number } | { ok: false; message: string };

/** Checks a rating answer (a whole number, or its digits as text) against its scale. */
export function checkRating(scale: number, answer: unknown): RatingCheck {
  const range = RATING_RANGES[scale as RatingScale];
  if (!range) return { ok: false, message: `A rating question has a scale of 3, 5 or 10, not ${String(scale)}.` };
  const value = typeof answer === "number" ? answer : typeof answer === "string" && /^\s*\d+\s*$/.test(answer) ? Number(answer) : NaN;
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    return { ok: false, message: `The response must be a whole number in range ${range.min}-${range.max}.` };
  }
  return { ok: true, value };
}

/**
 * The bucket of a valid rating: scale 3 → 1 negative, 2 neutral, 3 positive; scale 5 → ≤ 2
 * negative, 3 neutral, ≥ 4 positive; scale 10 → ≤ 6 detractors, 7–8 passives, 9–10 promoters.
 */
export function ratingBucket(scale: RatingScale, value: number): RatingBucket {
  if (scale === 10) return value <= 6 ? "detractors" : value <= 8 ? "passives" : "promoters";
  const neutral = scale === 3 ? 2 : 3;
  return value < neutral ? "negative" : value === neutral ? "neutral" : "positive";
}

export type RatingSummary = { responses: number; counts: Partial<Record<RatingBucket, number>>; nps: number | null };

/** Counts valid answers per bucket; for scale 10 the NPS: % promoters − % detractors, rounded (null with no answers). */
export function summarizeRatings(scale: RatingScale, values: number[]): RatingSummary {
  const counts: Partial<Record<RatingBucket, number>> = {};
  let responses = 0;
  for (const value of values) {
    if (!checkRating(scale, value).ok) continue;
    const bucket = ratingBucket(scale, value);
    counts[bucket] = (counts[bucket] ?? 0) + 1;
    responses++;
  }
  const nps = scale === 10 && responses > 0 ? Math.round((((counts.promoters ?? 0) - (counts.detractors ?? 0)) / responses) * 100) : null;
  return { responses, counts, nps };
}
