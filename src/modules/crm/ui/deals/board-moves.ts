import { weighted } from "../../money";

/** The parts of the board a move changes (the board answered by `crm.deals.board`). */
type Card = { id: string; amountMinor: number | null; currency: string };
type Total = { currency: string; count: number; amountMinor: number; weightedMinor: number };
type Column<C extends Card> = { id: string; probability: number; totals: Total[]; dealCount: number; deals: C[] };

export type Move = { dealId: string; stageId: string; afterId?: string | null; beforeId?: string | null };

/** The cards around a drop at `index` among a column's cards (the dragged card left out). */
export function neighboursAt(ids: readonly string[], index: number): { afterId: string | null; beforeId: string | null } {
  const at = Math.max(0, Math.min(index, ids.length));
  return { afterId: ids[at - 1] ?? null, beforeId: ids[at] ?? null };
}

/** The move that shifts a card one place up or down its column, or null at the edge. */
export function stepMove(ids: readonly string[], stageId: string, dealId: string, step: -1 | 1): Move | null {
  const at = ids.indexOf(dealId);
  const others = ids.filter((id) => id !== dealId);
  const target = at + step;
  if (at < 0 || target < 0 || target > others.length) return null;
  return { dealId, stageId, ...neighboursAt(others, target) };
}

function adjusted(totals: Total[], card: Card, probability: number, sign: 1 | -1): Total[] {
  const amount = (card.amountMinor ?? 0) * sign;
  const existing = totals.find((t) => t.currency === card.currency);
  const next = existing
    ? totals.map((t) => (t === existing ? { ...t, count: t.count + sign, amountMinor: t.amountMinor + amount } : t))
    : [...totals, { currency: card.currency, count: 1, amountMinor: amount, weightedMinor: 0 }];
  return next
    .filter((t) => t.count > 0)
    .map((t) => ({ ...t, weightedMinor: weighted(t.amountMinor, probability) }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

/**
 * The board as it will be once the move is saved: the card leaves its column and lands after
 * `afterId` / before `beforeId` (or last), and both columns' counts and totals follow. Pure, for
 * the optimistic update; an unknown card or stage leaves the board as it is.
 */
export function applyMove<C extends Card, S extends Column<C>, B extends { stages: S[] }>(board: B, move: Move): B {
  const from = board.stages.find((s) => s.deals.some((d) => d.id === move.dealId));
  const to = board.stages.find((s) => s.id === move.stageId);
  const card = from?.deals.find((d) => d.id === move.dealId);
  if (!from || !to || !card) return board;
  const stages = board.stages.map((stage) => {
    let deals = stage.deals.filter((d) => d.id !== card.id);
    let { totals, dealCount } = stage;
    if (stage.id === from.id && from.id !== to.id) {
      totals = adjusted(totals, card, stage.probability, -1);
      dealCount -= 1;
    }
    if (stage.id === to.id) {
      const after = move.afterId ? deals.findIndex((d) => d.id === move.afterId) : -1;
      const before = move.beforeId ? deals.findIndex((d) => d.id === move.beforeId) : -1;
      const index = after >= 0 ? after + 1 : before >= 0 ? before : deals.length;
      deals = [...deals.slice(0, index), card, ...deals.slice(index)];
      if (from.id !== to.id) {
        totals = adjusted(totals, card, stage.probability, 1);
        dealCount += 1;
      }
    }
    return stage.id === from.id || stage.id === to.id ? { ...stage, deals, totals, dealCount } : stage;
  });
  return { ...board, stages };
}
