import { describe, expect, it } from "vitest";
import { classifyRcpt } from "./mailbox";

describe("RCPT TO answers", () => {
  it.each([
    [250, "250 2.1.5 Recipient OK", "accepted"],
    [251, "251 User not local; will forward", "accepted"],
    [550, "550 5.1.1 The email account that you tried to reach does not exist", "rejected"],
    [550, "550 No such user here", "rejected"],
    [551, "551 5.1.6 User has moved", "rejected"],
    [553, "553 5.1.3 Bad recipient address syntax", "rejected"],
    [552, "552 5.2.2 Mailbox full", "unknown"],
    [550, "550 5.7.1 Service unavailable; client host blocked using Spamhaus", "unknown"],
    [550, "550 Your IP is on our block list", "unknown"],
    [554, "554 5.7.1 Relay access denied", "unknown"],
    [450, "450 4.2.1 Try again later (greylisted)", "unknown"],
    [421, "421 Too many connections", "unknown"],
  ] as const)("%i %s → %s", (code, text, expected) => {
    expect(classifyRcpt({ code, text })).toBe(expected);
  });
});
