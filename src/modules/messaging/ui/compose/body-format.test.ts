import { describe, expect, it } from "vitest";
import { htmlToText, insertText, textToHtml, wrapSelection } from "./body-format";

describe("textToHtml", () => {
  it("makes a paragraph of each block and a line break of each single newline", () => {
    expect(textToHtml("Hello\nworld\n\nSecond   \r\n\r\n\r\nThird")).toBe("<p>Hello<br>\nworld</p>\n<p>Second</p>\n<p>Third</p>");
  });

  it("escapes markup in the text but leaves merge tags, quotes and all, as the template engine needs them", () => {
    expect(textToHtml('Hi {{contact.first_name | "there"}} <b>&</b> "quoted"')).toBe(
      '<p>Hi {{contact.first_name | "there"}} &lt;b&gt;&amp;&lt;/b&gt; &quot;quoted&quot;</p>',
    );
  });

  it("links web addresses without swallowing the sentence's closing punctuation", () => {
    expect(textToHtml("See https://example.com/a?b=1&c=2.")).toBe(
      '<p>See <a href="https://example.com/a?b=1&amp;c=2">https://example.com/a?b=1&amp;c=2</a>.</p>',
    );
  });

  it("gives nothing for blank text", () => {
    expect(textToHtml("  \n\n ")).toBe("");
  });
});

describe("htmlToText", () => {
  it("gives back the text a plain-text draft was made from, merge tags and links included", () => {
    const text = 'Hi {{contact.first_name | "there"}},\nsee https://example.com/?a=1&b=2\n\nBye <3';
    expect(htmlToText(textToHtml(text))).toBe(text);
  });

  it("keeps a link's address beside its words, makes list items dashes and drops scripts", () => {
    expect(htmlToText('<h2>News</h2><ul><li>One</li><li><a href="https://x.test">Two</a></li></ul><script>alert(1)</script>')).toBe(
      "News\n\n- One\n- Two (https://x.test)",
    );
  });
});

describe("wrapSelection", () => {
  it("wraps the selected words and keeps them selected", () => {
    expect(wrapSelection("make this bold", 5, 9, "<strong>", "</strong>")).toEqual({
      value: "make <strong>this</strong> bold",
      selectionStart: 13,
      selectionEnd: 17,
    });
  });

  it("puts an empty pair at the caret when nothing is selected, caret between them", () => {
    expect(wrapSelection("ab", 1, 1, "<em>", "</em>")).toEqual({ value: "a<em></em>b", selectionStart: 5, selectionEnd: 5 });
  });
});

describe("insertText", () => {
  it("replaces the selection and puts the caret after the inserted tag", () => {
    expect(insertText("Hello NAME!", 6, 10, "{{contact.first_name}}")).toEqual({
      value: "Hello {{contact.first_name}}!",
      selectionStart: 28,
      selectionEnd: 28,
    });
  });
});
