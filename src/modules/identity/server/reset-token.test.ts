import { describe, expect, it } from "vitest";
import { hashResetToken, isResetTokenShape, newResetToken, resetLinkStatus, RESET_TTL_MS, slidingWindowWait } from "./reset-token";

describe("reset tokens", () => {
  it("makes a fresh 43-character token each time and keeps only its sha256", () => {
    const a = newResetToken();
    const b = newResetToken();
    expect(a.token).not.toBe(b.token);
    expect(isResetTokenShape(a.token)).toBe(true);
    expect(a.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.tokenHash).toBe(hashResetToken(a.token));
    expect(a.tokenHash).not.toContain(a.token);
  });

  it("refuses anything that isn't shaped like one of our tokens", () => {
    for (const bad of ["", "short", `${"a".repeat(42)}!`, "a".repeat(44)]) expect(isResetTokenShape(bad)).toBe(false);
  });

  it("lasts one hour", () => {
    expect(RESET_TTL_MS).toBe(3_600_000);
  });
});

describe("resetLinkStatus", () => {
  const now = new Date("2030-01-01T12:00:00Z");
  const later = new Date(now.getTime() + 1000);
  const earlier = new Date(now.getTime() - 1000);

  it("calls an open link within its hour valid", () => {
    expect(resetLinkStatus({ expiresAt: later, usedAt: null, supersededAt: null }, now)).toBe("valid");
  });

  it("tells an unknown, used, replaced and expired link apart", () => {
    expect(resetLinkStatus(undefined, now)).toBe("invalid");
    expect(resetLinkStatus({ expiresAt: earlier, usedAt: earlier, supersededAt: null }, now)).toBe("used");
    expect(resetLinkStatus({ expiresAt: later, usedAt: null, supersededAt: earlier }, now)).toBe("superseded");
    expect(resetLinkStatus({ expiresAt: now, usedAt: null, supersededAt: null }, now)).toBe("expired");
  });
});

describe("slidingWindowWait", () => {
  const now = new Date("2030-01-01T12:00:00Z");
  const hour = 3_600_000;

  it("allows while every window is under its limit", () => {
    expect(slidingWindowWait([{ count: 4, oldest: now, limit: 5 }], hour, now)).toBeNull();
  });

  it("waits until the oldest request of a full window leaves it, the longest wait winning", () => {
    const tenMinutesAgo = new Date(now.getTime() - 10 * 60_000);
    const fiftyMinutesAgo = new Date(now.getTime() - 50 * 60_000);
    expect(slidingWindowWait([{ count: 5, oldest: tenMinutesAgo, limit: 5 }], hour, now)).toBe(50 * 60);
    expect(
      slidingWindowWait(
        [
          { count: 5, oldest: fiftyMinutesAgo, limit: 5 },
          { count: 20, oldest: tenMinutesAgo, limit: 20 },
        ],
        hour,
        now,
      ),
    ).toBe(50 * 60);
  });

  it("never answers less than a second", () => {
    expect(slidingWindowWait([{ count: 5, oldest: new Date(now.getTime() - hour), limit: 5 }], hour, now)).toBe(1);
  });
});
