import { describe, expect, it } from "vitest";
import { sendingSettingsFormInput, sendingSettingsInput, type SendingSettingsFormValues } from "./settings.contracts";

const form: SendingSettingsFormValues = {
  postalAddress: " Example Ltd ",
  frequencyCap: { on: true, count: "3", days: "7" },
  ratePerSecond: "10",
  perDomainPerMinute: "600",
  trackOpens: true,
  trackClicks: false,
  excludeInvalid: true,
  inbound: { host: "", port: "995", tls: true, user: "", password: "" },
};

describe("the Sending tab's form contract", () => {
  it("parses the form's text boxes into the procedure's input, which the procedure accepts as is", () => {
    const parsed = sendingSettingsFormInput.parse(form);
    expect(parsed).toEqual({
      postalAddress: "Example Ltd",
      frequencyCap: { count: 3, days: 7 },
      ratePerSecond: 10,
      perDomainPerMinute: 600,
      trackOpens: true,
      trackClicks: false,
      excludeInvalid: true,
      inbound: { host: null, port: 995, tls: true, user: "", password: undefined },
    });
    expect(sendingSettingsInput.parse(parsed)).toEqual(parsed);
  });

  it("turns the cap off without checking the numbers kept in its hidden boxes", () => {
    expect(sendingSettingsFormInput.parse({ ...form, frequencyCap: { on: false, count: "", days: "x" } }).frequencyCap).toBeNull();
  });

  it("puts a bad cap number on its own field", () => {
    const result = sendingSettingsFormInput.safeParse({ ...form, frequencyCap: { on: true, count: "0", days: "7" } });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["frequencyCap.count", "Enter 1 to 100"]]);
  });

  it("keeps the saved password when the box is empty, and sends a typed one", () => {
    const mailbox = { host: "pop.example.com", port: "995", tls: true, user: "bounces" };
    expect(sendingSettingsFormInput.parse({ ...form, inbound: { ...mailbox, password: "" } }).inbound.password).toBeUndefined();
    expect(sendingSettingsFormInput.parse({ ...form, inbound: { ...mailbox, password: "s3cret" } }).inbound.password).toBe("s3cret");
  });

  it("asks for the user name of a mailbox, on the user name field", () => {
    const result = sendingSettingsFormInput.safeParse({ ...form, inbound: { host: "pop.example.com", port: "995", tls: true, user: "", password: "" } });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["inbound.user", "Enter the mailbox user name"]]);
  });
});
