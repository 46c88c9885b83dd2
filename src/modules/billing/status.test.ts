import { describe, expect, it } from "vitest";
import { PAST_DUE_GRACE_DAYS } from "./plans";
import { monthOf, standingOf, type SubscriptionState } from "./status";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-11-21T12:00:00Z");
const at = (days: number) => new Date(now.getTime() + days * DAY);
const base: SubscriptionState = {
  plan: "standard",
  interval: "month",
  status: "active",
  source: "stripe",
  addons: {},
  trialEndsAt: null,
  currentPeriodEnd: at(20),
  cancelAtPeriodEnd: false,
  pastDueSince: null,
};

describe("standingOf", () => {
  it("gives a running trial full access and counts its days, warning in the last three", () => {
    const trial = { ...base, status: "trialing" as const, source: "trial" as const, trialEndsAt: at(10) };
    expect(standingOf(trial, now)).toMatchObject({ phase: "trial", access: "full", trialDaysLeft: 10, notice: { tone: "info" } });
    expect(standingOf({ ...trial, trialEndsAt: at(2.5) }, now)).toMatchObject({ trialDaysLeft: 3, notice: { tone: "warning" } });
  });

  it("limits a workspace whose trial ended without a plan", () => {
    const s = standingOf({ ...base, status: "trialing", source: "trial", trialEndsAt: at(-1) }, now);
    expect(s).toMatchObject({ phase: "trial_ended", access: "limited" });
    expect(s.limitedReason).toMatch(/trial ended on November 20, 2026/);
  });

  it("keeps full access during the grace period after a failed payment, then limits it", () => {
    const pastDue = { ...base, status: "past_due" as const, pastDueSince: at(-2) };
    const during = standingOf(pastDue, now);
    expect(during).toMatchObject({ phase: "past_due", access: "full", notice: { tone: "danger" } });
    expect(during.graceEndsAt).toEqual(at(PAST_DUE_GRACE_DAYS - 2));
    expect(standingOf(pastDue, at(PAST_DUE_GRACE_DAYS))).toMatchObject({ phase: "suspended", access: "limited" });
  });

  it("says when a cancelled plan ends and keeps it usable until then", () => {
    expect(standingOf({ ...base, cancelAtPeriodEnd: true }, now)).toMatchObject({
      phase: "canceling",
      access: "full",
      notice: { text: expect.stringContaining("December 11, 2026") },
    });
  });

  it("limits ended, unpaid and incomplete subscriptions, but not an incomplete one while the trial runs", () => {
    expect(standingOf({ ...base, status: "canceled" }, now)).toMatchObject({ phase: "ended", access: "limited" });
    expect(standingOf({ ...base, status: "unpaid" }, now)).toMatchObject({ phase: "suspended", access: "limited" });
    expect(standingOf({ ...base, status: "incomplete" }, now)).toMatchObject({ access: "limited" });
    expect(standingOf({ ...base, status: "incomplete", trialEndsAt: at(3) }, now)).toMatchObject({ phase: "trial", access: "full" });
  });

  it("shows nothing for a healthy paid plan", () => {
    expect(standingOf(base, now)).toMatchObject({ phase: "active", access: "full", notice: null, limitedReason: null });
  });
});

describe("monthOf", () => {
  it("starts monthly meters on the first of the month in UTC and resets them on the next first", () => {
    expect(monthOf(new Date("2026-12-31T23:59:59Z"))).toEqual({ start: "2026-12-01", resetsAt: new Date("2027-01-01T00:00:00Z") });
  });
});
