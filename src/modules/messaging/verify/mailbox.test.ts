import { describe, expect, it } from "vitest";
import { classifyRcpt, isPrivateAddress } from "./mailbox";

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

describe("the probe's network guard", () => {
  it.each(["127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "fd00::1", "fe80::1", "::ffff:127.0.0.1", "not-an-ip"])(
    "keeps %s out of reach",
    (ip) => {
      expect(isPrivateAddress(ip)).toBe(true);
    },
  );

  it.each(["93.184.216.34", "8.8.8.8", "2606:2800:220:1:248:1893:25c8:1946", "::ffff:8.8.8.8"])("probes %s", (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
  });
});
