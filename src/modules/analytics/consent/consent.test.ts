import { describe, expect, it } from "vitest";
import {
  applyConsent,
  CONSENT,
  consentCookie,
  googleConsent,
  googleConsentDefaults,
  mayAdvertise,
  mayMeasure,
  needsBanner,
  parseConsent,
  pendingConsent,
  pixelConsent,
  posthogConsent,
  readConsentCookie,
  serializeConsent,
} from "./consent";

const now = new Date("2026-11-28T09:00:00Z");

describe("the consent state machine", () => {
  it("starts pending, which measures nothing and asks", () => {
    const s = pendingConsent("v1");
    expect([s.analytics, s.advertising]).toEqual([CONSENT.PENDING, CONSENT.PENDING]);
    expect(mayMeasure(s) || mayAdvertise(s)).toBe(false);
    expect(needsBanner(s, "v1")).toBe(true);
    expect(needsBanner(null, "v1")).toBe(true);
    expect(posthogConsent(s)).toBe("pending");
    expect(pixelConsent(s)).toBe("revoke");
  });

  it("accepts, rejects and chooses each purpose", () => {
    const yes = applyConsent(null, { type: "accept_all" }, "v1", now);
    expect(yes).toEqual({ analytics: 1, advertising: 1, version: "v1", decidedAt: now.toISOString() });
    expect(needsBanner(yes, "v1")).toBe(false);
    expect(posthogConsent(yes)).toBe("granted");
    const no = applyConsent(yes, { type: "reject_all" }, "v1", now);
    expect([no.analytics, no.advertising]).toEqual([0, 0]);
    expect(posthogConsent(no)).toBe("denied");
    const some = applyConsent(no, { type: "choose", analytics: true, advertising: false }, "v1", now);
    expect(mayMeasure(some)).toBe(true);
    expect(mayAdvertise(some)).toBe(false);
    expect(applyConsent(some, { type: "withdraw" }, "v1", now)).toMatchObject({ analytics: 0, advertising: 0 });
  });

  it("asks again when the banner's wording changed", () => {
    const yes = applyConsent(null, { type: "accept_all" }, "v1", now);
    expect(needsBanner(yes, "v2")).toBe(true);
  });

  it("maps to Google consent mode v2, denied by default with wait_for_update", () => {
    expect(googleConsentDefaults(500)).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      wait_for_update: 500,
    });
    expect(googleConsent(applyConsent(null, { type: "choose", analytics: true, advertising: false }, "v1", now))).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
    });
    expect(pixelConsent(applyConsent(null, { type: "accept_all" }, "v1", now))).toBe("grant");
  });
});

describe("the consent cookie", () => {
  it("round-trips a state", () => {
    const s = applyConsent(null, { type: "choose", analytics: false, advertising: true }, "banner-3", now);
    const raw = serializeConsent(s);
    expect(raw).toBe(`1.0.1.banner-3.${Math.floor(now.getTime() / 1000)}`);
    expect(parseConsent(raw)).toEqual(s);
    expect(readConsentCookie(`a=b; aimt_consent=${raw}; c=d`)).toEqual(s);
  });

  it("reads nothing from a mangled or foreign value", () => {
    for (const raw of ["", "1.2.0.v1.0", "2.1.1.v1.0", "1.1.1.v 1.0", "1.1.1.v1", "1.1.1.v1.x", "x".repeat(200), "1.-1.-1.v1.0.9"])
      expect(parseConsent(raw)).toBeNull();
    expect(readConsentCookie("other=1")).toBeNull();
    expect(parseConsent("1.-1.-1.v1.0")).toEqual(pendingConsent("v1"));
  });

  it("is kept a year on every path", () => {
    const c = consentCookie(applyConsent(null, { type: "accept_all" }, "v1", now), { secure: true });
    expect(c).toMatch(/^aimt_consent=1\.1\.1\.v1\.\d+; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
  });
});
