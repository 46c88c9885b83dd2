import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCopyChecks } from "@/modules/ai/client";
import { demoBrandKit } from "../../server/demo-brand-kit";
import { CopyEditor } from "./copy-editor";
import type { CopyChecks, CopyFields } from "./copy-model";
import { EmailBodyBlocks } from "./email-body-blocks";
import { applyEdit, newBlock, parseBody, type BodyEdit } from "./email-body-model";

let checks: CopyChecks;
beforeAll(async () => {
  checks = await loadCopyChecks();
});

const email = (body: string): CopyFields => ({ subject: "Your next roast", preheader: "Ethiopia is back", body });
const render = (fields: CopyFields) =>
  renderToStaticMarkup(createElement(CopyEditor, { kind: "email", fields, onChange: () => undefined, checks, kit: demoBrandKit }));
const counter = (html: string) => /id="copy-email-body-count"[^>]*>([^<]*)</.exec(html)?.[1];

/**
 * The editor's buttons each send one edit through `applyEdit` and hand its HTML to `onChange` (there is
 * no DOM here to click in): this runs the same edits and renders what the editor shows after each.
 */
function edits(body: string, steps: ((doc: ReturnType<typeof parseBody>) => BodyEdit)[]) {
  let doc = parseBody(body);
  const received: string[] = [];
  for (const step of steps) {
    const next = applyEdit(doc, step(doc));
    doc = next.doc;
    received.push(next.html);
  }
  return received;
}

describe("the email body block editor", () => {
  it("shows the body as blocks with labelled inputs, reorder and remove buttons, and the add bar", () => {
    const html = render(email('<h2>Roast day</h2>\n<p>Your beans roast Monday.</p>\n<a href="https://northwind.example/account">Swap your coffee</a>'));
    expect(html).toContain('role="group" aria-labelledby="copy-email-body-label"');
    expect(html).toContain(">Heading text</label>");
    expect(html).toContain('value="Roast day"');
    expect(html).toContain(">Your beans roast Monday.</textarea>");
    expect(html).toContain('value="Swap your coffee"');
    expect(html).toContain('value="https://northwind.example/account"');
    expect(html).toContain('aria-label="Move block 1 (heading) down"');
    expect(html).toContain('aria-label="Move block 3 (button) up"');
    expect(html).toContain('aria-label="Remove block 2 (paragraph)"');
    for (const kind of ["heading", "paragraph", "bulleted list", "button", "divider"]) expect(html).toContain(`Add ${kind}</button>`);
    // The first block can't move up, the last can't move down.
    expect(html).toMatch(/disabled=""[^>]*aria-label="Move block 1 \(heading\) up"|aria-label="Move block 1 \(heading\) up"[^>]*disabled=""/);
  });

  it("adds a heading and a button, reorders them, and onChange receives the body as HTML with the counter following it", () => {
    const start = "<p>Your beans roast Monday.</p>";
    const heading = newBlock("heading");
    const button = newBlock("button");
    const received = edits(start, [
      () => ({ type: "add", block: heading }),
      () => ({ type: "edit", index: 1, patch: { text: "Roast day & more" } }),
      () => ({ type: "add", block: button }),
      () => ({ type: "edit", index: 2, patch: { label: "Choose your coffee", url: "https://northwind.example/account" } }),
      () => ({ type: "move", from: 1, to: 0 }),
    ]);
    const last = received.at(-1)!;
    expect(last).toBe('<h2>Roast day &amp; more</h2>\n<p>Your beans roast Monday.</p>\n<a href="https://northwind.example/account">Choose your coffee</a>');
    const html = render(email(last));
    expect(html.indexOf('value="Roast day &amp; more"')).toBeLessThan(html.indexOf(">Your beans roast Monday.</textarea>"));
    expect(html).toContain('aria-label="Move block 1 (heading) down"');
    expect(counter(html)).toBe("1 KB of 102 KB before Gmail clips it");

    // The counter is the serialized body's: a long paragraph moves it.
    const long = edits(last, [() => ({ type: "edit", index: 1, patch: { text: "Fresh coffee. ".repeat(400) } })]).at(-1)!;
    expect(counter(render(email(long)))).toBe("6 KB of 102 KB before Gmail clips it");
  });

  it("flags a button address that isn't http(s) or mailto, and never writes it", () => {
    const button = newBlock("button");
    const [, html] = edits("", [
      () => ({ type: "add", block: button }),
      () => ({ type: "edit", index: 0, patch: { label: "Go", url: "javascript:alert(1)" } }),
    ]);
    expect(html).toBe('<a href="">Go</a>');
    const markup = renderToStaticMarkup(createElement(EmailBodyBlocks, { id: "b", value: "", onChange: () => undefined }));
    expect(markup).toContain("The body is empty.");
    const flagged = renderToStaticMarkup(createElement(EmailBodyBlocks, { id: "b", value: '<a href="">Go</a>', onChange: () => undefined }));
    expect(flagged).toContain('aria-invalid="true"');
    expect(flagged).toContain("starts with https://, http:// or mailto:");
  });

  it("keeps unknown HTML editable as written, and a read-only body has no buttons", () => {
    const body = "<table><tr><td>Cell</td></tr></table>";
    const html = renderToStaticMarkup(createElement(EmailBodyBlocks, { id: "b", value: body, onChange: () => undefined, readOnly: true }));
    expect(html).toContain(">HTML</label>");
    expect(html).toContain("&lt;table&gt;&lt;tr&gt;&lt;td&gt;Cell&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</textarea>");
    expect(html).not.toContain("Add heading");
    expect(html).not.toContain("Remove block");
  });
});
