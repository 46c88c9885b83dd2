/** Windowing math for a list of fixed-height rows: which rows to draw and how tall the spacers are. */

export type WindowInput = {
  /** Pixels the rows are scrolled past (the scroll container's scrollTop minus what sits above the rows). */
  scrollTop: number;
  /** Pixels of rows visible at once. */
  viewportHeight: number;
  rowHeight: number;
  count: number;
  /** Rows drawn beyond each edge, so fast scrolling and keyboard moves find a row ready. */
  overscan: number;
};

export type RowWindow = { start: number; end: number; padTop: number; padBottom: number };

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Rows [start, end) to draw, with the spacer heights above and below them. */
export function visibleWindow({ scrollTop, viewportHeight, rowHeight, count, overscan }: WindowInput): RowWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, padTop: 0, padBottom: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const shown = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = clamp(first - overscan, 0, count);
  const end = clamp(first + shown + overscan, start, count);
  return { start, end, padTop: start * rowHeight, padBottom: (count - end) * rowHeight };
}

/** Whether the drawn rows come within `threshold` rows of the end of what is loaded: time to fetch more. */
export function nearEnd(window: RowWindow, count: number, threshold: number): boolean {
  return count > 0 && count - window.end <= threshold;
}

/**
 * The scrollTop that brings row `index` fully into view, or null when it already is. `offset` is
 * what sits above the rows inside the scroller (a sticky header), which also covers rows under it.
 */
export function scrollTopFor(
  index: number,
  { scrollTop, viewportHeight, rowHeight, offset }: { scrollTop: number; viewportHeight: number; rowHeight: number; offset: number },
): number | null {
  const top = offset + index * rowHeight;
  const visibleTop = scrollTop + offset;
  const visibleBottom = scrollTop + viewportHeight;
  if (top < visibleTop) return Math.max(0, top - offset);
  if (top + rowHeight > visibleBottom) return top + rowHeight - viewportHeight;
  return null;
}
