import { describe, expect, it } from "vitest";
import { emailBlocks } from "./email-blocks";

describe("emailBlocks", () => {
  it("reads the generator's outline as headings and list items", () => {
    expect(emailBlocks("<h2>Our autumn blend</h2>\n<ul><li>Roasted this week</li><li>Beans &amp; more</li></ul>")).toEqual([
      { kind: "heading", text: "Our autumn blend" },
      { kind: "item", text: "Roasted this week" },
      { kind: "item", text: "Beans & more" },
    ]);
  });

  it("keeps a link inside a paragraph as its text and a link on its own as a button", () => {
    expect(emailBlocks('<p>Read <a href="https://x.example">the story</a> today.</p><a href="https://x.example/shop">Shop now</a>')).toEqual([
      { kind: "paragraph", text: "Read the story today." },
      { kind: "button", text: "Shop now" },
    ]);
  });

  it("turns images into frames with their alt text, drops scripts and styles, and keeps loose text", () => {
    expect(emailBlocks('Hello<style>p{}</style><script>alert(1)</script><img src="https://tracker.example/p.gif" alt="Our café"><hr>Bye')).toEqual([
      { kind: "paragraph", text: "Hello" },
      { kind: "image", alt: "Our café" },
      { kind: "rule" },
      { kind: "paragraph", text: "Bye" },
    ]);
  });
});
