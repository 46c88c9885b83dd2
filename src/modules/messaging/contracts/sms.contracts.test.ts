import { describe, expect, it } from "vitest";
import { quietHoursFormInput, saveQuietHoursInput, saveSmsProviderInput, smsProviderFormInput } from "./sms.contracts";

const provider = { accountSid: "AC123", authToken: "", baseUrl: "https://api.twilio.com/", hasSavedToken: true };

describe("the SMS provider form contract", () => {
  it("keeps the saved token when the box is empty, and parses to what the procedure takes", () => {
    const parsed = smsProviderFormInput.parse(provider);
    expect(parsed).toEqual({ accountSid: "AC123", authToken: undefined, baseUrl: "https://api.twilio.com" });
    expect(saveSmsProviderInput.parse(parsed)).toEqual(parsed);
  });

  it("asks for the token, on its field, when none is saved yet", () => {
    const result = smsProviderFormInput.safeParse({ ...provider, hasSavedToken: false });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["authToken", "Enter the auth token"]]);
    expect(smsProviderFormInput.parse({ ...provider, hasSavedToken: false, authToken: " tok " }).authToken).toBe("tok");
  });
});

describe("the quiet-hours form contract", () => {
  it("turns quiet hours off whatever hours the hidden selects hold", () => {
    expect(quietHoursFormInput.parse({ on: false, start: 21, end: 21 })).toEqual({ start: null, end: null });
  });

  it("sends both hours when on, and puts a window that ends where it starts on the end field", () => {
    expect(saveQuietHoursInput.parse(quietHoursFormInput.parse({ on: true, start: 21, end: 8 }))).toEqual({ start: 21, end: 8 });
    const result = quietHoursFormInput.safeParse({ on: true, start: 9, end: 9 });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["end", "The end must differ from the start"]]);
  });
});
