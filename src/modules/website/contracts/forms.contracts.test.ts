import { describe, expect, it } from "vitest";
import { formDefinition, type FormDefinitionInput } from "./forms.contracts";

const messages = (input: FormDefinitionInput) => {
  const result = formDefinition.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

const email = { key: "email", type: "email", label: "Email", mapping: "email" } as const;

describe("formDefinition", () => {
  it("accepts a form with an email field and fills in the defaults", () => {
    const parsed = formDefinition.parse({ fields: [email] });
    expect(parsed).toMatchObject({
      steps: [{ title: "" }],
      submitLabel: "Send",
      afterSubmit: { kind: "message" },
      doubleOptIn: { enabled: false },
      listId: "",
    });
    expect(parsed.fields[0]).toMatchObject({ required: false, options: [], step: 0 });
  });

  it("names each problem on its field, in words for the person building the form", () => {
    expect(
      messages({
        fields: [
          email,
          { key: "email", type: "text", label: "Again" },
          { key: "pick", type: "select", label: "Pick" },
          { key: "ok", type: "consent", label: "Consent" },
          { key: "Bad Key", type: "text", label: "" },
          { key: "later", type: "text", label: "Later", step: 3 },
          { key: "name", type: "text", label: "Name", mapping: "email" },
        ],
        afterSubmit: { kind: "redirect", redirectUrl: "javascript:alert(1)" },
      }),
    ).toEqual({
      "fields.1.key": "Another field already uses this key",
      "fields.2.options": "Add at least one option",
      "fields.3.consentText": "Write what the person agrees to",
      "fields.4.key": "Use lower-case letters, digits and _ in the key, starting with a letter",
      "fields.4.label": "Give the field a label",
      "fields.5.step": "Choose one of the form's steps",
      "fields.6.mapping": "Another field already fills this CRM field",
      "afterSubmit.redirectUrl": "Enter a web address starting with https:// or http://",
    });
  });

  it("needs an email field, a redirect address when redirecting, and a consent field for double opt-in", () => {
    expect(messages({ fields: [{ key: "name", type: "text", label: "Name" }] })).toEqual({ fields: "Add an email field: it's how the CRM knows the person" });
    expect(messages({ fields: [email], afterSubmit: { kind: "redirect" } })).toEqual({ "afterSubmit.redirectUrl": "Enter the address to send people to" });
    expect(messages({ fields: [email], doubleOptIn: { enabled: true } })).toEqual({ "doubleOptIn.enabled": "Add a consent field: double opt-in confirms it" });
    expect(messages({ fields: [email], afterSubmit: { kind: "redirect", redirectUrl: "https://acme.test/thanks" } })).toEqual({});
  });
});
