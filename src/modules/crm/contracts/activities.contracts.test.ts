import { describe, expect, it } from "vitest";
import { logActivityFormInput, logActivityInput } from "./activities.contracts";

const contactId = "0b6f8a4e-2c1d-4f3a-9e5b-7a6c5d4e3f21";

describe("the activity composer's contract", () => {
  it("parses what the form holds into what the procedure takes", () => {
    const parsed = logActivityFormInput.parse({ kind: "call", contactId, title: " Discovery call ", body: "", occurredAt: "" });
    expect(parsed).toEqual({ kind: "call", contactId, title: "Discovery call", body: undefined, occurredAt: undefined });
    expect(logActivityInput.parse(parsed)).toEqual({ kind: "call", contactId, title: "Discovery call" });
  });

  it("turns the date box's local text into a date and keeps the details", () => {
    const parsed = logActivityFormInput.parse({ kind: "note", contactId, title: "Met at the fair", body: " Wants a demo ", occurredAt: "2026-03-01T14:30" });
    expect(parsed.occurredAt).toEqual(new Date("2026-03-01T14:30"));
    expect(parsed.body).toBe("Wants a demo");
  });

  it("names the field to fix", () => {
    const result = logActivityFormInput.safeParse({ kind: "note", contactId, title: "", body: "", occurredAt: "not a date" });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(issues).toEqual({ title: "Add a short title", occurredAt: "Enter a date and time" });
  });
});
