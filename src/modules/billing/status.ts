import type { BillingInterval, SubscriptionSource, SubscriptionStatus } from "./contracts/billing.contracts";
import { PAST_DUE_GRACE_DAYS, tierById, type AddonUnits, type TierId } from "./plans";

const DAY = 24 * 60 * 60 * 1000;

/** What the database (or the implied trial) says about a billing account. */
export type SubscriptionState = {
  plan: TierId;
  interval: BillingInterval;
  status: SubscriptionStatus;
  source: SubscriptionSource;
  addons: AddonUnits;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  pastDueSince: Date | null;
};

export type Phase = "trial" | "trial_ended" | "active" | "canceling" | "past_due" | "suspended" | "ended";

/** Where the account stands today: its phase, whether it may consume limits, and what to tell people. */
export type Standing = {
  phase: Phase;
  access: "full" | "limited";
  /** Why consuming is refused (limited access), written for the person. */
  limitedReason: string | null;
  /** A one-line notice for the banner; null when all is well. */
  notice: { tone: "info" | "warning" | "danger"; text: string } | null;
  trialDaysLeft: number | null;
  graceEndsAt: Date | null;
};

const day = (d: Date) => d.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** Pure: the standing of a subscription at `now`. Unit-tested on every phase. */
export function standingOf(sub: SubscriptionState, now: Date): Standing {
  const plan = tierById(sub.plan).name;
  const base = { trialDaysLeft: null, graceEndsAt: null };
  const trialRunning = sub.trialEndsAt !== null && sub.trialEndsAt > now;
  if (sub.status === "trialing" || (sub.status === "incomplete" && trialRunning)) {
    if (trialRunning) {
      const left = Math.max(1, Math.ceil((sub.trialEndsAt!.getTime() - now.getTime()) / DAY));
      const text = `${left} day${left === 1 ? "" : "s"} left in your ${plan} trial. Choose a plan to keep everything running after ${day(sub.trialEndsAt!)}.`;
      return {
        ...base,
        phase: "trial",
        access: "full",
        limitedReason: null,
        notice: left <= 3 ? { tone: "warning", text } : { tone: "info", text },
        trialDaysLeft: left,
      };
    }
    const reason = `Your free trial ended on ${day(sub.trialEndsAt ?? now)}. Choose a plan to keep adding to this workspace.`;
    return { ...base, phase: "trial_ended", access: "limited", limitedReason: reason, notice: { tone: "danger", text: reason } };
  }
  if (sub.status === "active") {
    if (sub.cancelAtPeriodEnd && sub.currentPeriodEnd) {
      const text = `Your ${plan} plan is cancelled and ends on ${day(sub.currentPeriodEnd)}. Resume it to keep your limits.`;
      return { ...base, phase: "canceling", access: "full", limitedReason: null, notice: { tone: "warning", text } };
    }
    return { ...base, phase: "active", access: "full", limitedReason: null, notice: null };
  }
  if (sub.status === "past_due") {
    const graceEndsAt = new Date((sub.pastDueSince ?? now).getTime() + PAST_DUE_GRACE_DAYS * DAY);
    if (graceEndsAt > now) {
      const text = `Your last payment failed. Update your card before ${day(graceEndsAt)} to keep full access.`;
      return { ...base, phase: "past_due", access: "full", limitedReason: null, notice: { tone: "danger", text }, graceEndsAt };
    }
    const reason = `Your payment is overdue since ${day(sub.pastDueSince ?? now)}. Update your card to keep adding to this workspace.`;
    return { ...base, phase: "suspended", access: "limited", limitedReason: reason, notice: { tone: "danger", text: reason }, graceEndsAt };
  }
  if (sub.status === "unpaid" || sub.status === "incomplete") {
    const reason = "Your payment didn't go through. Update your card to keep adding to this workspace.";
    return { ...base, phase: "suspended", access: "limited", limitedReason: reason, notice: { tone: "danger", text: reason } };
  }
  const reason = `Your ${plan} plan has ended. Choose a plan to keep adding to this workspace.`;
  return { ...base, phase: "ended", access: "limited", limitedReason: reason, notice: { tone: "danger", text: reason } };
}

/** The first day of the month `now` is in and of the next one (UTC): monthly meters reset then. */
export function monthOf(now: Date): { start: string; resetsAt: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const resetsAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start: start.toISOString().slice(0, 10), resetsAt };
}

/** The stock meters' period: they never reset. */
export const EVER = "1970-01-01";
