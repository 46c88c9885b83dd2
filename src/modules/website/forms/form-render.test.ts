import { describe, expect, it } from "vitest";
import { formDefinition } from "../contracts/forms.contracts";
import { escapeHtml, renderFormHtml } from "./form-render";
import { embedSnippets, formFrameUrl } from "./form-urls";

const hostile = `"><script>alert(1)</script>'<svg onload=x>`;
const form = {
  id: "7f1c9a9e-4b7e-4d8a-9a51-0a4c1d2e3f40",
  name: hostile,
  definition: formDefinition.parse({
    fields: [
      { key: "email", type: "email", label: hostile, required: true, help: hostile, placeholder: hostile },
      { key: "pick", type: "select", label: "Pick", options: [hostile], step: 1 },
      { key: "news", type: "consent", label: "News", consentText: hostile, step: 1 },
    ],
    steps: [{ title: hostile }, { title: "Two" }],
    afterSubmit: { kind: "message", message: hostile },
  }),
};

describe("renderFormHtml", () => {
  const html = renderFormHtml(form, {
    action: "/api/public/forms/x/submissions",
    renderToken: "tok",
    submissionKey: "key-12345678",
    context: { utm_source: hostile, page_id: "p1", evil: "x" },
    values: { email: hostile },
    errors: { email: hostile },
  });

  it("escapes everything a workspace or a visitor typed", () => {
    expect(html).not.toMatch(/<script|<svg/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(escapeHtml(`<a href="x">'&\``)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#96;");
  });

  it("renders each step, the honeypot, the signed time, the key and only the context it carries", () => {
    expect(html.match(/class="aimt-step"/g)).toHaveLength(2);
    expect(html).toContain('name="_hp_website"');
    expect(html).toContain('name="_ts" value="tok"');
    expect(html).toContain('name="_submission" value="key-12345678"');
    expect(html).toContain('name="page_id" value="p1"');
    expect(html).not.toContain('name="evil"');
    expect(html).toContain("data-back");
  });
});

describe("form addresses", () => {
  it("builds the frame address with only the host's ids and utm values, and the three snippets", () => {
    expect(formFrameUrl("https://app.test/", "acme", "f1", { page_id: "p1", utm_source: "x", other: "y" })).toBe(
      "https://app.test/f/acme/f1?embed=1&page_id=p1&utm_source=x",
    );
    const snippets = embedSnippets("https://app.test", "acme", "f1");
    expect(snippets.link).toBe("https://app.test/f/acme/f1");
    expect(snippets.script).toBe('<script src="https://app.test/api/public/forms/embed.js" data-form="f1" data-workspace="acme" async></script>');
    expect(snippets.frame).toContain('src="https://app.test/f/acme/f1?embed=1"');
  });
});
