import { describe, expect, it } from "vitest";
import { generateOffline } from "@/modules/ai";
import { demoBrandKit } from "../../server/demo-brand-kit";
import { demoCopyAssets } from "../../server/demo-copy-assets";
import { demoLibrary } from "../../server/demo-library";
import { blockHtml, editBlock, escapeText, isSafeUrl, moveBlock, newBlock, parseBody, removeBlock, serializeBody, type BodyBlock } from "./email-body-model";

const kinds = (html: string) => parseBody(html).blocks.map((b) => b.kind);

/** Bodies as messaging's compose writes them (`textToHtml`: paragraphs, `<br>` line breaks, linked addresses, merge tags) and its footer markup. */
const messagingBodies = [
  "<p>Hi {{ contact.first_name }}</p>",
  '<p>Hi {{ contact.first_name }},<br>\nyour beans roast Monday.</p>\n<p>Swap them at <a href="https://northwind.example/account">https://northwind.example/account</a> &amp; enjoy.</p>',
  '<p style="margin:0 0 6px">1 Roastery Lane<br>Seattle</p><p style="margin:0"><a href="https://x.example/u?t=1&amp;s=2" style="color:#6b6b6b">Unsubscribe</a></p>',
  "<p>{{ contact.last_name }} & co</p>",
  "<p>Thanks</p>",
];

const awkward = [
  "",
  "   \n",
  "Just text, no tags",
  "<!DOCTYPE html><html><head><style>p{color:red}</style></head><body><p>Hi</p></body></html>",
  "<h2>Title</h2>\n\n  <p>Unclosed paragraph\n<hr/>\n<table><tr><td>Cell</td></tr></table>  \n",
  "<!-- a comment --><p>Hello <strong>bold</strong> world</p><ul><li>One</li><li></li></ul>",
  "<p>Curly ’quotes’ and we&#39;re &quot;fine&quot; &copy; 2026</p><div><div>nested</div></div>",
  '<a href="javascript:alert(1)">Bad</a><p><a href="https://ok.example">Fine</a></p>',
];

describe("the email body as blocks", () => {
  it("round-trips every body the generator, the demo seed and messaging write, byte for byte", () => {
    const kit = demoBrandKit;
    const generated = generateOffline({ kind: "email", seed: "blocks", keywords: ["coffee subscription"] }, kit, {}, 3).map((v) => v.fields.body);
    const seeded = [...demoCopyAssets, ...demoLibrary].filter((a) => a.kind === "email").map((a) => (a.fields as { body: string }).body);
    expect(generated.length).toBe(3);
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    for (const body of [...generated, ...seeded, ...messagingBodies, ...awkward]) expect(serializeBody(parseBody(body)), body).toBe(body);
  });

  it("reads what the generator and the seed write as real blocks, not HTML", () => {
    const kit = demoBrandKit;
    const [email] = generateOffline({ kind: "email", seed: "blocks" }, kit, {}, 1);
    expect(new Set(kinds(email!.fields.body))).toEqual(new Set(["heading", "list"]));
    const seeded = demoCopyAssets.find((a) => a.kind === "email")!.fields as { body: string };
    expect(kinds(seeded.body)).toEqual(["heading", "paragraph", "paragraph", "button", "paragraph"]);
    const button = parseBody(seeded.body).blocks[3] as Extract<BodyBlock, { kind: "button" }>;
    expect(button).toMatchObject({ label: "Choose your coffee", wrapped: true });
    expect(isSafeUrl(button.url)).toBe(true);
    expect(kinds(messagingBodies[1]!)).toEqual(["paragraph", "html"]);
  });

  it("keeps what it doesn't recognise as HTML, merging neighbours, and an edit elsewhere leaves it alone", () => {
    const body = "<h2>Title</h2>\n<table><tr><td>Cell</td></tr></table>\n<p>Hello <strong>bold</strong></p>\n<p>Plain</p>";
    const doc = parseBody(body);
    expect(doc.blocks.map((b) => b.kind)).toEqual(["heading", "html", "paragraph"]);
    expect(doc.blocks[1]).toMatchObject({ html: "<table><tr><td>Cell</td></tr></table>\n<p>Hello <strong>bold</strong></p>" });
    const edited = { ...doc, blocks: doc.blocks.map((b, i) => (i === 2 ? editBlock(b, { text: "Changed" }) : b)) };
    expect(serializeBody(edited)).toBe(body.replace("<p>Plain</p>", "<p>Changed</p>"));
  });

  it("escapes text so a paragraph can't inject markup", () => {
    const p = editBlock(newBlock("paragraph"), { text: 'Use <script>alert("x")</script> & <b>more</b>\nsecond line' });
    expect(blockHtml(p)).toBe("<p>Use &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;more&lt;/b&gt;<br>\nsecond line</p>");
    expect(parseBody(blockHtml(p)).blocks[0]).toMatchObject({ kind: "paragraph", text: 'Use <script>alert("x")</script> & <b>more</b>\nsecond line' });
    expect(escapeText("a < b")).toBe("a &lt; b");
    const list = editBlock(newBlock("list"), { text: "One\n\n  Two & three \n" });
    expect(blockHtml(list)).toBe("<ul><li>One</li><li>Two &amp; three</li></ul>");
    expect(blockHtml(editBlock(newBlock("heading"), { text: "<i>Hi</i>" }))).toBe("<h2>&lt;i&gt;Hi&lt;/i&gt;</h2>");
  });

  it("links a button only to http(s) and mailto addresses", () => {
    expect(isSafeUrl("https://northwind.example/beans?a=1&b=2")).toBe(true);
    expect(isSafeUrl("http://northwind.example")).toBe(true);
    expect(isSafeUrl("mailto:hello@northwind.example")).toBe(true);
    for (const bad of ["javascript:alert(1)", "data:text/html,hi", "https://", "northwind.example", 'https://a.example/"onmouseover=x', " ftp://x.example"]) {
      expect(isSafeUrl(bad), bad).toBe(false);
    }
    const button = (url: string) => blockHtml(editBlock(newBlock("button"), { label: "Shop <now>", url }));
    expect(button("https://a.example/?x=1&y=2")).toBe('<a href="https://a.example/?x=1&amp;y=2">Shop &lt;now&gt;</a>');
    expect(button("javascript:alert(1)")).toBe('<a href="">Shop &lt;now&gt;</a>');
    // A button back from its HTML has its address decoded.
    expect(parseBody(button("https://a.example/?x=1&y=2")).blocks[0]).toMatchObject({ kind: "button", url: "https://a.example/?x=1&y=2" });
    // A link with other attributes or to javascript: stays HTML.
    expect(kinds(awkward[7]!)).toEqual(["html", "button"]);
  });

  it("moves and removes blocks, the shifted ones on their own line", () => {
    const doc = parseBody("<h2>A</h2>\n\n<p>B</p>\n<hr>");
    const moved = { ...doc, blocks: moveBlock(doc.blocks, 2, 0) };
    expect(serializeBody(moved)).toBe("<hr>\n<h2>A</h2>\n<p>B</p>");
    expect(serializeBody({ ...doc, blocks: removeBlock(doc.blocks, 0) })).toBe("<p>B</p>\n<hr>");
    // New empty blocks read back as the same kind.
    const fresh = ["heading", "paragraph", "list", "button", "divider"] as const;
    const html = serializeBody({ blocks: fresh.map(newBlock), tail: "" });
    expect(kinds(html)).toEqual([...fresh]);
  });
});
