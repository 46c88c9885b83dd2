import { describe, expect, it } from "vitest";
import { formDefinition } from "../contracts/forms.contracts";
import { checkAnswers, contactValuesOf } from "./form-answers";

const def = formDefinition.parse({
  fields: [
    { key: "email", type: "email", label: "Email", required: true, mapping: "email" },
    { key: "name", type: "text", label: "Name", mapping: "firstName" },
    { key: "phone", type: "phone", label: "Phone", mapping: "phone" },
    { key: "size", type: "number", label: "Team size", mapping: "custom:team_size" },
    { key: "plan", type: "select", label: "Plan", options: ["Basic", "Pro"], required: true },
    { key: "topics", type: "multi_select", label: "Topics", options: ["Tents", "Boots"], mapping: "custom:topics" },
    { key: "agree", type: "checkbox", label: "I read the terms", required: true },
    { key: "when", type: "date", label: "When" },
    { key: "campaign", type: "hidden", label: "Campaign", defaultValue: "spring" },
    { key: "news", type: "consent", label: "News", consentText: "Send me the newsletter." },
  ],
});

const valid = {
  email: " Ann@Example.TEST ",
  name: "Ann",
  phone: "+33 6 12 34 56 78",
  size: "12",
  plan: "Pro",
  topics: ["Tents"],
  agree: "on",
  when: "2026-05-01",
  news: true,
};

describe("checkAnswers", () => {
  it("keeps typed answers: email lower-cased, lists, booleans, and the hidden field's own value", () => {
    expect(checkAnswers(def, { ...valid, campaign: "forged", extra: "dropped" })).toEqual({
      ok: true,
      answers: {
        email: "ann@example.test",
        name: "Ann",
        phone: "+33 6 12 34 56 78",
        size: "12",
        plan: "Pro",
        topics: ["Tents"],
        agree: true,
        when: "2026-05-01",
        campaign: "spring",
        news: true,
      },
    });
  });

  it("refuses each type's wrong values with a sentence for the visitor", () => {
    const result = checkAnswers(def, { email: "ann@", phone: "call me", size: "a dozen", plan: "Gold", topics: ["Bikes"], when: "May 1st", name: ["a", "b"] });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        email: "Enter a valid email address, like name@example.com",
        name: "Enter a single value",
        phone: "Enter a valid phone number",
        size: "Enter a number",
        plan: "Choose one of the options",
        topics: "Choose from the options",
        agree: "Tick this box",
        when: "Enter a date as YYYY-MM-DD",
      },
    });
  });

  it("asks for required fields and limits length", () => {
    expect(checkAnswers(def, { ...valid, email: "", plan: "", name: "x".repeat(2001) })).toEqual({
      ok: false,
      fieldErrors: { email: "Fill in this field", plan: "Choose an option", name: "Keep this under 2,000 characters" },
    });
  });
});

describe("contactValuesOf", () => {
  it("maps answers to contact fields, custom fields and the consents ticked with their wording", () => {
    const checked = checkAnswers(def, valid);
    if (!checked.ok) throw new Error("expected valid");
    expect(contactValuesOf(def, checked.answers)).toEqual({
      fields: { email: "ann@example.test", firstName: "Ann", phone: "+33 6 12 34 56 78" },
      custom: { team_size: "12", topics: ["Tents"] },
      consents: [{ key: "news", text: "Send me the newsletter." }],
    });
    expect(contactValuesOf(def, { ...checked.answers, news: false }).consents).toEqual([]);
  });
});
