import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useContractForm } from "@/components/ui/form";
import { formDefinition, updateFormInput } from "../../contracts/forms.contracts";
import { FieldSettings } from "./field-settings";
import type { EditorForm } from "./form-editor-types";
import { FormEmbed } from "./form-embed";

const definition = formDefinition.parse({
  fields: [
    { key: "email", type: "email", label: "Email", required: true, mapping: "email" },
    { key: "plan", type: "select", label: "Plan", options: ["Basic", "Pro"], mapping: "custom:plan", step: 1 },
    { key: "news", type: "consent", label: "News", consentText: "Send me news." },
  ],
  steps: [{ title: "" }, { title: "Two" }],
});

function Example({ index }: { index: number }) {
  const form = useContractForm(updateFormInput, {
    defaultValues: { id: "7f1c9a9e-4b7e-4d8a-9a51-0a4c1d2e3f40", name: "F", status: "draft", definition, expectedUpdatedAt: new Date() },
  }) as unknown as EditorForm;
  return createElement(FieldSettings, {
    form,
    index,
    count: 3,
    stepCount: 2,
    customFields: [{ key: "plan", label: "Plan" }],
    onMove: () => {},
    onRemove: () => {},
  });
}

describe("a field's settings", () => {
  it("shows a dropdown's options one a line, the custom fields among the CRM targets, its step, and named move buttons", () => {
    const html = renderToStaticMarkup(createElement(Example, { index: 1 }));
    expect(html).toMatch(/<textarea[^>]*>Basic\nPro<\/textarea>/);
    expect(html).toContain('<option value="custom:plan">Plan (custom field)</option>');
    expect(html).toContain("Step 2");
    expect(html).toContain('aria-label="Move Plan up"');
    expect(html).not.toContain("What the person agrees to");
  });

  it("asks a consent field for its wording instead of a CRM target", () => {
    const html = renderToStaticMarkup(createElement(Example, { index: 2 }));
    expect(html).toContain("What the person agrees to");
    expect(html).not.toContain("Saves to the CRM as");
  });
});

describe("the embed section", () => {
  it("offers the link, the script tag and the frame code, each with its copy button, and says a draft isn't live", () => {
    const html = renderToStaticMarkup(createElement(FormEmbed, { formId: "f1", workspaceSlug: "acme", published: false }));
    expect(html).toContain("/f/acme/f1");
    expect(html).toContain("data-workspace=&quot;acme&quot;");
    expect(html.match(/aria-label="Copy: /g)).toHaveLength(3);
    expect(html).toContain("Publish the form first");
  });
});
