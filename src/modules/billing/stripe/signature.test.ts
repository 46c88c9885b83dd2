import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signStripePayload, verifyStripeSignature, WebhookSignatureError } from "./signature";

const secret = "whsec_test_secret";
const body = JSON.stringify({ id: "evt_1", object: "event", type: "customer.subscription.updated" });
const now = 1_900_000_000;

describe("Stripe webhook signatures", () => {
  it("signs as Stripe does: t=<seconds>,v1=<hex HMAC-SHA256 of '<t>.<body>'>", () => {
    const expected = createHmac("sha256", secret).update(`${now}.${body}`).digest("hex");
    expect(signStripePayload(body, secret, now)).toBe(`t=${now},v1=${expected}`);
  });

  it("accepts a body it signed, as a string or as the raw bytes", () => {
    const header = signStripePayload(body, secret, now);
    expect(() => verifyStripeSignature(body, header, secret, { now })).not.toThrow();
    expect(() => verifyStripeSignature(Buffer.from(body), header, secret, { now })).not.toThrow();
  });

  it("refuses a body changed after signing", () => {
    const header = signStripePayload(body, secret, now);
    expect(() => verifyStripeSignature(body.replace("updated", "deleted"), header, secret, { now })).toThrow(
      "No signatures found matching the expected signature for payload",
    );
  });

  it("refuses a signature made with another secret", () => {
    const header = signStripePayload(body, "whsec_other", now);
    expect(() => verifyStripeSignature(body, header, secret, { now })).toThrow(WebhookSignatureError);
  });

  it("refuses a correctly signed event older than the tolerance, and takes a custom tolerance", () => {
    const header = signStripePayload(body, secret, now - 301);
    expect(() => verifyStripeSignature(body, header, secret, { now })).toThrow("Timestamp outside the tolerance zone");
    expect(() => verifyStripeSignature(body, header, secret, { now, toleranceSeconds: 600 })).not.toThrow();
  });

  it("passes when any of several v1 signatures matches (secret rotation) and ignores v0 and unknown schemes", () => {
    const old = signStripePayload(body, "whsec_old", now).split(",")[1]!;
    const current = signStripePayload(body, secret, now).split(",")[1]!;
    const header = `t=${now},v0=deadbeef,${old},v9=zzz,${current}`;
    expect(() => verifyStripeSignature(body, header, secret, { now })).not.toThrow();
    expect(() => verifyStripeSignature(body, header, "whsec_old", { now })).not.toThrow();
    expect(() => verifyStripeSignature(body, `t=${now},v0=${current.slice(3)}`, secret, { now })).toThrow("No signatures found with expected scheme");
  });

  it("refuses a missing or malformed header with a readable message", () => {
    expect(() => verifyStripeSignature(body, undefined, secret)).toThrow("Missing Stripe-Signature header");
    expect(() => verifyStripeSignature(body, null, secret)).toThrow("Missing Stripe-Signature header");
    expect(() => verifyStripeSignature(body, "", secret)).toThrow("Missing Stripe-Signature header");
    expect(() => verifyStripeSignature(body, "v1=abc", secret)).toThrow("Unable to extract timestamp and signatures from header");
  });

  it("refuses a signature of a different length without throwing a crypto error", () => {
    const error = (() => {
      try {
        verifyStripeSignature(body, `t=${now},v1=abc`, secret, { now });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(WebhookSignatureError);
  });
});
