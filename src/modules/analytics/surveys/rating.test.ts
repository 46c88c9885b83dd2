import { describe, expect, it } from "vitest";
import { checkRating, ratingBucket, summarizeRatings } from "./rating";

describe("rating validation", () => {
  it.each([
    [3, 1, true],
    [3, 3, true],
    [3, 0, false],
    [3, 4, false],
    [5, 1, true],
    [5, 5, true],
    [5, 0, false],
    [5, 6, false],
    [10, 0, true],
    [10, 10, true],
    [10, -1, false],
    [10, 11, false],
    [10, 7.5, false],
  ])("scale %i takes %s: %s", (scale, value, ok) => {
    expect(checkRating(scale, value).ok).toBe(ok);
  });

  it("says what range it wants, and refuses other scales", () => {
    expect(checkRating(5, 9)).toEqual({ ok: false, message: "The response must be a whole number in range 1-5." });
    expect(checkRating(10, "11")).toEqual({ ok: false, message: "The response must be a whole number in range 0-10." });
    expect(checkRating(7, 3)).toEqual({ ok: false, message: "A rating question has a scale of 3, 5 or 10, not 7." });
    expect(checkRating(10, "8")).toEqual({ ok: true, value: 8 });
    expect(checkRating(3, "two").ok).toBe(false);
  });
});

describe("rating categories", () => {
  it("buckets scale 3 and 5 into negative/neutral/positive", () => {
    expect([1, 2, 3].map((v) => ratingBucket(3, v))).toEqual(["negative", "neutral", "positive"]);
    expect([1, 2, 3, 4, 5].map((v) => ratingBucket(5, v))).toEqual(["negative", "negative", "neutral", "positive", "positive"]);
  });

  it("buckets scale 10 into detractors/passives/promoters", () => {
    expect([0, 6, 7, 8, 9, 10].map((v) => ratingBucket(10, v))).toEqual(["detractors", "detractors", "passives", "passives", "promoters", "promoters"]);
  });

  it("computes NPS as % promoters − % detractors, skipping invalid answers", () => {
    // 5 promoters, 3 passives, 2 detractors of 10: 50 − 20 = 30.
    expect(summarizeRatings(10, [10, 9, 9, 10, 9, 7, 8, 8, 3, 0, 11])).toEqual({
      responses: 10,
      counts: { promoters: 5, passives: 3, detractors: 2 },
      nps: 30,
    });
    expect(summarizeRatings(10, []).nps).toBeNull();
    expect(summarizeRatings(5, [1, 3, 5]).nps).toBeNull();
    expect(summarizeRatings(10, [0, 1]).nps).toBe(-100);
  });
});
