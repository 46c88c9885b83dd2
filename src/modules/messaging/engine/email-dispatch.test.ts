import { describe, expect, it } from "vitest";
import { bounceAddressOf, isAddressFailure } from "./email-dispatch";

describe("what a permanent SMTP failure means for the address", () => {
  it("suppresses the address for a bad mailbox or address, not for a refused message", () => {
    expect(isAddressFailure(550, "5.1.1 <ada@x.test>: Recipient address rejected: User unknown")).toBe(true);
    expect(isAddressFailure(550, "5.2.1 Mailbox disabled")).toBe(true);
    expect(isAddressFailure(553, "mailbox name not allowed")).toBe(true);
    expect(isAddressFailure(550, "5.7.1 Message rejected as spam")).toBe(false);
    expect(isAddressFailure(552, "5.3.4 Message too big")).toBe(false);
    expect(isAddressFailure(554, "Transaction failed")).toBe(false);
    expect(isAddressFailure(undefined, "Rejected: ada@x.test")).toBe(false);
  });

  it("gives each message its own bounce address naming its outbox row", () => {
    expect(bounceAddressOf(123456, "bounces.mail.acme.test")).toBe("bounce+2n9c@bounces.mail.acme.test");
  });
});
