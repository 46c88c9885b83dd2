import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "@/components/ui/plain-button";
import { InlineFieldForm } from "@/components/ui/inline-field-form";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { StartAuditFields, StartAuditForm, SUBMIT_CLASS, type StartAuditState } from "./start-audit-form";

const hint = "We crawl up to 500 pages of this site, following robots.txt.";
const busyNote = "An audit is running. You can start another when it ends.";

/** The form as the design system's parts drew it (InlineFieldForm, Field, Label, Input, Button). */
function designSystem({ busy = false, pending = false, errors = {} }: { busy?: boolean; pending?: boolean; errors?: StartAuditState["errors"] }) {
  return renderToStaticMarkup(
    createElement(InlineFieldForm, {
      label: "Run an SEO audit",
      onSubmit: () => undefined,
      fieldLabel: "Site address",
      htmlFor: "seo-url",
      error: errors.url,
      hint,
      required: true,
      submitLabel: "Run audit",
      pending,
      disabled: busy,
      formError: errors.form,
      extra: busy ? createElement("p", { className: "text-sm text-muted-foreground" }, busyNote) : null,
      children: createElement(Input, {
        type: "url",
        inputMode: "url",
        autoComplete: "url",
        placeholder: "https://www.example.com",
        value: "https://www.example.com/",
        onChange: () => undefined,
      }),
    }),
  );
}
function plain({ busy = false, pending = false, errors = {} }: { busy?: boolean; pending?: boolean; errors?: StartAuditState["errors"] }) {
  return renderToStaticMarkup(
    createElement(StartAuditFields, { defaultUrl: "https://www.example.com/", pageLimit: "500", busy, pending, errors, onSubmit: () => undefined }),
  ).replace(' name="url"', "");
}

describe("StartAuditForm", () => {
  it("draws the design system's form without cn: the same markup in every state (the field's name aside)", () => {
    expect(SUBMIT_CLASS).toBe(cn(buttonVariants({}), "sm:mt-6"));
    for (const state of [
      {},
      { busy: true },
      { pending: true },
      { errors: { url: "Enter your site's address" } },
      { errors: { form: "An audit is already running in this workspace." } },
    ]) {
      expect(plain(state)).toBe(designSystem(state));
    }
  });

  it("is a form named Run an SEO audit whose address is labelled, required and described by its hint", () => {
    const html = renderToStaticMarkup(
      createElement(StartAuditForm, { defaultUrl: "https://www.example.com/", pageLimit: "500", busy: false, action: async () => ({ errors: {} }) }),
    );
    expect(html).toMatch(/^<form noValidate="" aria-label="Run an SEO audit"/);
    expect(html).toMatch(/<label[^>]*for="seo-url"[^>]*>Site address/);
    const input = html.match(/<input [^>]*>/)![0];
    for (const attr of [
      'type="url"',
      'id="seo-url"',
      'name="url"',
      'value="https://www.example.com/"',
      'aria-describedby="seo-url-hint"',
      'aria-required="true"',
    ])
      expect(input).toContain(attr);
    expect(input).not.toContain("aria-invalid=");
    expect(html).toContain(`<p id="seo-url-hint" class="text-xs text-muted-foreground">${hint}</p>`);
    expect(html).not.toContain('role="alert"');
  });

  it("puts the server's message for the address on the field as an alert, and any other on the form", () => {
    const field = plain({ errors: { url: "192.168.1.1 is a private network address; the audit only crawls public websites." } });
    expect(field).toMatch(/<input[^>]*aria-describedby="seo-url-hint seo-url-error"[^>]*aria-invalid="true"/);
    expect(field).toContain(
      '<p id="seo-url-error" role="alert" class="text-xs font-medium text-destructive">192.168.1.1 is a private network address; the audit only crawls public websites.</p>',
    );
    expect(plain({ errors: { form: "Your role doesn't allow this." } })).toContain(
      '<p role="alert" class="text-sm font-medium text-destructive">Your role doesn&#x27;t allow this.</p>',
    );
  });

  it("can't be sent while an audit runs or while a start is on its way", () => {
    expect(plain({ busy: true })).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Run audit<\/button>/);
    expect(plain({ busy: true })).toContain(busyNote);
    expect(plain({ pending: true })).toMatch(/<button type="submit"[^>]*disabled=""[^>]*aria-busy="true"/);
  });
});
