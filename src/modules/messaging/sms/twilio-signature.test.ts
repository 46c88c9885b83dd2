import { describe, expect, it } from "vitest";
import { twilioSignature, verifyTwilioSignature } from "./twilio-signature";

// The example of Twilio's documentation on validating its requests.
const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
const params = { CallSid: "CA1234567890ABCDE", Caller: "+14158675309", Digits: "1234", From: "+14158675309", To: "+18005551212" };
const expected = "RSOYDt4T1cUTdK1PDd93/VVr8B8=";

describe("Twilio request signature", () => {
  it("matches Twilio's published example", () => {
    expect(twilioSignature("12345", url, params)).toBe(expected);
  });

  it("doesn't depend on the order the fields arrive in", () => {
    expect(twilioSignature("12345", url, new URLSearchParams(Object.entries(params).reverse()))).toBe(expected);
  });

  it("accepts the right signature and refuses a changed field, URL, token or a missing header", () => {
    expect(verifyTwilioSignature("12345", url, params, expected)).toBe(true);
    expect(verifyTwilioSignature("12345", url, { ...params, Digits: "9999" }, expected)).toBe(false);
    expect(verifyTwilioSignature("12345", "https://mycompany.com/myapp.php?foo=1&bar=3", params, expected)).toBe(false);
    expect(verifyTwilioSignature("54321", url, params, expected)).toBe(false);
    expect(verifyTwilioSignature("12345", url, params, null)).toBe(false);
    expect(verifyTwilioSignature("12345", url, params, "short")).toBe(false);
  });
});
