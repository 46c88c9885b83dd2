/**
 * Board order. A deal's position is a number; moving a card writes one row: its new position is
 * halfway between its new neighbours. When repeated moves into the same gap exhaust the floating
 * point precision, the column is renumbered in steps and the move computed again.
 */
export const POSITION_STEP = 1024;

/** Below this gap two positions are too close to put another between them. */
const MIN_GAP = 1e-6;

/**
 * A position after `before` and before `after` (either may be absent: the start or end of the
 * column). Null when there is no room left between them: renumber the column, then ask again.
 */
export function positionBetween(before: number | null | undefined, after: number | null | undefined): number | null {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (!hasBefore && !hasAfter) return POSITION_STEP;
  if (!hasBefore) return after! - POSITION_STEP;
  if (!hasAfter) return before + POSITION_STEP;
  if (after! - before < MIN_GAP) return null;
  const middle = before + (after! - before) / 2;
  return middle > before && middle < after! ? middle : null;
}

/** Evenly spaced positions for `count` cards, in their current order. */
export function renumbered(count: number): number[] {
  return Array.from({ length: count }, (_, i) => (i + 1) * POSITION_STEP);
}
