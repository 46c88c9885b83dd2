import { describe, expect, it } from "vitest";
import { smsKeywordOf, twiml } from "./keywords";

describe("smsKeywordOf", () => {
  it("reads every opt-out word, in any case, with spaces around", () => {
    for (const body of ["STOP", "stop", " Stop \n", "STOPALL", "unsubscribe", "Cancel", "END", "quit"]) {
      expect(smsKeywordOf(body)?.kind, body).toBe("stop");
    }
  });

  it("reads the opt-in words", () => {
    for (const body of ["START", "yes", "Unstop"]) expect(smsKeywordOf(body)?.kind, body).toBe("start");
  });

  it("reads HELP and INFO", () => {
    expect(smsKeywordOf("help")).toEqual({ kind: "help", word: "HELP" });
    expect(smsKeywordOf("INFO")).toEqual({ kind: "help", word: "INFO" });
  });

  it("ignores a keyword inside a longer message", () => {
    for (const body of ["Stop please", "please stop", "STOP!", "yes please", "", "   "]) expect(smsKeywordOf(body), body).toBeNull();
  });

  it("keeps the word as received, upper-cased, for the consent source", () => {
    expect(smsKeywordOf(" unsubscribe ")).toEqual({ kind: "stop", word: "UNSUBSCRIBE" });
  });
});

describe("twiml", () => {
  it("wraps each reply in a Message and escapes XML", () => {
    expect(twiml(['a < b & "c" > d\'s'])).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Message>a &lt; b &amp; "c" &gt; d\'s</Message></Response>');
  });

  it("answers an empty Response when there is nothing to say", () => {
    expect(twiml([])).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });
});
