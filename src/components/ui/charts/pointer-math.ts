/**
 * Where the pointer and the keyboard are on a line chart: pure, and small, because the chart's hover
 * and keyboard reading run in the browser (line-chart-pointer.tsx) while the chart itself is drawn
 * on the server.
 */

/** x position (0–100) of the i-th of n points; a single point sits in the middle. */
export function xPosition(index: number, count: number): number {
  return count <= 1 ? 50 : (index / (count - 1)) * 100;
}

/** Index of the point nearest a horizontal position given as a 0–1 fraction of the plot width. */
export function nearestIndex(fraction: number, count: number): number {
  if (count <= 1) return 0;
  const i = Math.round(Math.min(Math.max(fraction, 0), 1) * (count - 1));
  return i;
}

/** The highlighted point after a key press, or undefined when the key is not a chart key. */
export function moveIndex(current: number | null, key: string, count: number): number | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  switch (key) {
    case "ArrowLeft":
      return current === null ? last : Math.max(0, current - 1);
    case "ArrowRight":
      return current === null ? 0 : Math.min(last, current + 1);
    case "Home":
      return 0;
    case "End":
      return last;
    default:
      return undefined;
  }
}
