import { describe, expect, it } from "vitest";
import { nearEnd, scrollTopFor, visibleWindow } from "./virtual-window";

const base = { rowHeight: 50, viewportHeight: 500, overscan: 5 };

describe("visibleWindow", () => {
  it("draws the rows in view plus the overscan below at the top of the list", () => {
    expect(visibleWindow({ ...base, scrollTop: 0, count: 1000 })).toEqual({ start: 0, end: 16, padTop: 0, padBottom: (1000 - 16) * 50 });
  });

  it("keeps the spacers plus the drawn rows as tall as the whole list, wherever it is scrolled", () => {
    for (const scrollTop of [0, 49, 50, 1234, 25_000, 49_500, 60_000]) {
      const w = visibleWindow({ ...base, scrollTop, count: 1000 });
      expect(w.padTop + (w.end - w.start) * 50 + w.padBottom).toBe(1000 * 50);
    }
  });

  it("draws overscan rows above and below in the middle of the list", () => {
    const w = visibleWindow({ ...base, scrollTop: 10_000, count: 1000 });
    expect(w.start).toBe(200 - 5);
    expect(w.end).toBe(200 + 11 + 5);
    expect(w.padTop).toBe(195 * 50);
  });

  it("stops at the end of a short list and when scrolled past it", () => {
    expect(visibleWindow({ ...base, scrollTop: 0, count: 3 })).toEqual({ start: 0, end: 3, padTop: 0, padBottom: 0 });
    const past = visibleWindow({ ...base, scrollTop: 99_999, count: 10 });
    expect(past.end).toBe(10);
    expect(past.start).toBeLessThanOrEqual(past.end);
    expect(past.padBottom).toBe(0);
  });

  it("draws nothing for an empty list or a nonsense row height, and treats a negative scroll (overscroll bounce) as the top", () => {
    expect(visibleWindow({ ...base, scrollTop: 0, count: 0 })).toEqual({ start: 0, end: 0, padTop: 0, padBottom: 0 });
    expect(visibleWindow({ ...base, rowHeight: 0, scrollTop: 0, count: 10 }).end).toBe(0);
    expect(visibleWindow({ ...base, scrollTop: -80, count: 100 }).start).toBe(0);
  });
});

describe("nearEnd", () => {
  it("asks for the next page once the drawn rows come within the threshold of the loaded ones", () => {
    expect(nearEnd({ start: 0, end: 16, padTop: 0, padBottom: 0 }, 100, 30)).toBe(false);
    expect(nearEnd({ start: 60, end: 70, padTop: 0, padBottom: 0 }, 100, 30)).toBe(true);
    expect(nearEnd({ start: 0, end: 0, padTop: 0, padBottom: 0 }, 0, 30)).toBe(false);
  });
});

describe("scrollTopFor", () => {
  const view = { viewportHeight: 540, rowHeight: 50, offset: 40 };
  it("leaves the scroll alone when the row is in view", () => {
    expect(scrollTopFor(2, { ...view, scrollTop: 0 })).toBeNull();
  });
  it("scrolls up so a row hidden under the sticky header shows below it", () => {
    expect(scrollTopFor(3, { ...view, scrollTop: 200 })).toBe(150);
  });
  it("scrolls down just enough to show a row below the fold", () => {
    // Row 10 spans 540..590 in the content; the view shows 0..540.
    expect(scrollTopFor(10, { ...view, scrollTop: 0 })).toBe(50);
  });
});
