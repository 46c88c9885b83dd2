import type { SendStatus, SuppressReason } from "../../contracts/messaging-enums";

/** The counters the progress bar reads. */
export type SendTally = { total: number; sent: number; failed: number; bounced: number; suppressed: number };

/** How many recipients are done with (sent, failed, bounced or left out). */
export function doneOf(s: SendTally): number {
  return s.sent + s.failed + s.bounced + s.suppressed;
}

/** The share of recipients done with, 0–100 (a send of nobody is 100 % done). */
export function progressOf(s: SendTally): number {
  if (s.total <= 0) return 100;
  return Math.min(100, Math.round((doneOf(s) / s.total) * 1000) / 10);
}

/** "12.5%" of `n` out of `of`, or "—" when there is nothing to divide by. */
export function percent(n: number, of: number): string {
  if (of <= 0) return "—";
  const p = (n / of) * 100;
  return `${p >= 10 || p === 0 ? Math.round(p) : Number(p.toFixed(1))}%`;
}

/** A send still moving: its figures refresh every 2 s. */
export function isLive(status: SendStatus): boolean {
  return status === "preparing" || status === "sending";
}

export const statusLabel: Record<SendStatus, string> = {
  preparing: "Preparing",
  sending: "Sending",
  paused: "Paused",
  completed: "Completed",
  cancelled: "Cancelled",
  failed: "Failed",
};

export const statusVariant: Record<SendStatus, "default" | "secondary" | "outline" | "success" | "warning" | "destructive"> = {
  preparing: "secondary",
  sending: "default",
  paused: "warning",
  completed: "success",
  cancelled: "outline",
  failed: "destructive",
};

/** Why recipients were left out, in words for the send's report and the audience count. */
export const suppressReasonLabel: Record<SuppressReason, string> = {
  no_address: "no address",
  no_consent: "no consent",
  unsubscribed: "unsubscribed",
  topic_opt_out: "opted out of the topic",
  bounced: "bounced before",
  complained: "complained before",
  erased: "erased",
  invalid_address: "invalid address",
  frequency_cap: "frequency cap",
  limit_reached: "monthly limit reached",
  manual: "on the suppression list",
};

/** The reasons with a count, largest first. */
export function reasonsByCount(counts: Partial<Record<SuppressReason, number>>): Array<{ reason: SuppressReason; count: number; label: string }> {
  return (Object.entries(counts) as Array<[SuppressReason, number | undefined]>)
    .filter((e): e is [SuppressReason, number] => typeof e[1] === "number" && e[1] > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([reason, count]) => ({ reason, count, label: suppressReasonLabel[reason] }));
}

/** "1,204 will receive it · 37 unsubscribed · 12 no consent". */
export function audienceLine(eligible: number, excluded: Partial<Record<SuppressReason, number>>): string {
  const head = `${eligible.toLocaleString("en-US")} will receive it`;
  return [head, ...reasonsByCount(excluded).map((r) => `${r.count.toLocaleString("en-US")} ${r.label}`)].join(" · ");
}
