import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InlineFieldForm, type InlineFieldFormProps } from "./inline-field-form";
import { Input } from "./input";

const render = (props: Partial<InlineFieldFormProps> = {}) =>
  renderToStaticMarkup(
    createElement(InlineFieldForm, {
      label: "Run an SEO audit",
      onSubmit: () => undefined,
      fieldLabel: "Site address",
      htmlFor: "seo-url",
      required: true,
      submitLabel: "Run audit",
      children: createElement(Input, { type: "url", value: "", onChange: () => undefined }),
      ...props,
    }),
  );

describe("InlineFieldForm", () => {
  it("is a form named by its label that leaves checking to the page", () => {
    expect(render()).toMatch(/^<form noValidate="" aria-label="Run an SEO audit"/);
  });

  it("labels the control and wires its hint and error to it", () => {
    const html = render({ hint: "We crawl up to 500 pages.", error: "Enter the site's address" });
    expect(html).toMatch(/<label[^>]*for="seo-url"[^>]*>Site address/);
    expect(html).toMatch(/<input[^>]*id="seo-url"[^>]*aria-describedby="seo-url-hint seo-url-error"[^>]*aria-invalid="true"[^>]*aria-required="true"/);
    expect(html).toContain('<p id="seo-url-hint" class="text-xs text-muted-foreground">We crawl up to 500 pages.</p>');
    expect(html).toMatch(/<p id="seo-url-error" role="alert"[^>]*>Enter the site&#x27;s address<\/p>/);
  });

  it("puts the submit button beside the field, pending or disabled as asked", () => {
    expect(render()).toMatch(/<button[^>]*type="submit"[^>]*>Run audit<\/button>/);
    expect(render({ disabled: true })).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Run audit<\/button>/);
    expect(render({ pending: true })).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*aria-busy="true"/);
  });

  it("shows the options, then the form's own error as an alert, only when there is one", () => {
    const html = render({ extra: createElement("p", null, "An audit is running."), formError: "An audit is already running" });
    expect(html.indexOf("An audit is running.")).toBeLessThan(html.indexOf("An audit is already running"));
    expect(html).toContain('<p role="alert" class="text-sm font-medium text-destructive">An audit is already running</p>');
    expect(render()).not.toContain('role="alert"');
  });
});
