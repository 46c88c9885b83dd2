import { describe, expect, it } from "vitest";
import {
  checkTemplate,
  compileTemplate,
  exampleVars,
  mergeTags,
  mergeTagSnippet,
  renderTemplate,
  TemplateError,
  templateVarsOf,
  type TemplateVars,
} from "./template";

const vars: TemplateVars = {
  contact: { first_name: "Ada", last_name: "", email: "ada@example.com", company: "<Engines & Co>", custom: { plan: "Pro", seats: 12, vip: true } },
  workspace: { name: "Acme" },
  unsubscribe_url: "https://app.example/u/abc.def?x=1&y=2",
};
const render = (source: string, mode: "html" | "text" = "text", v: TemplateVars | Record<string, unknown> = vars) =>
  renderTemplate(compileTemplate(source), v, mode);

function errorOf(source: string): TemplateError {
  try {
    compileTemplate(source);
  } catch (error) {
    if (error instanceof TemplateError) return error;
    throw error;
  }
  throw new Error("compiled without error");
}

describe("merge-tag templates", () => {
  it("fills tags with the recipient's values, with or without spaces inside the braces", () => {
    expect(render("Hi {{contact.first_name}}, welcome to {{ workspace.name }}!")).toBe("Hi Ada, welcome to Acme!");
    expect(render("{{\tcontact.email\t}}")).toBe("ada@example.com");
    expect(render("{{ contact.custom.plan }} for {{ contact.custom.seats }} seats, vip={{ contact.custom.vip }}")).toBe("Pro for 12 seats, vip=true");
  });

  it("renders the fallback of a missing or empty value, and nothing without one — never a brace", () => {
    expect(render('Hi {{ contact.last_name | "there" }}')).toBe("Hi there");
    expect(render('Hi {{ contact.phone | "there" }}')).toBe("Hi there");
    expect(render("Hi {{ contact.job_title }}!")).toBe("Hi !");
    expect(render('Hi {{ contact.first_name | "there" }}', "text", {})).toBe("Hi there");
    expect(render("{{ contact.custom.missing }}", "text", { contact: { custom: null } })).toBe("");
    expect(render('{{ contact.first_name | "x" }}', "text", { contact: { first_name: "   " } })).toBe("x");
  });

  it("reads escaped quotes and backslashes in a fallback", () => {
    expect(render('{{ contact.phone | "say \\"hi\\" \\\\ bye" }}')).toBe('say "hi" \\ bye');
  });

  it("escapes values and fallbacks in HTML mode and leaves them alone in text mode", () => {
    expect(render("<p>{{ contact.company }}</p>", "html")).toBe("<p>&lt;Engines &amp; Co&gt;</p>");
    expect(render('<a href="{{ unsubscribe_url }}">', "html")).toBe('<a href="https://app.example/u/abc.def?x=1&amp;y=2">');
    expect(render('{{ contact.phone | "Tom & Jerry" }}', "html")).toBe("Tom &amp; Jerry");
    expect(render("{{ contact.company }}", "text")).toBe("<Engines & Co>");
  });

  it("keeps text without tags, single braces and stray closing braces as written", () => {
    expect(render("a { b } }} c")).toBe("a { b } }} c");
    expect(compileTemplate("plain").parts).toEqual(["plain"]);
  });

  it("names the line and column of an unclosed tag", () => {
    const error = errorOf("Hello\nthere\nDear friend {{ contact.first_name\n");
    expect(error.message).toBe("Line 3, column 34: a merge tag must close with }}");
    expect(errorOf("x\ny\nDear friend {{ contact.first_name, hi").message).toBe("Line 3, column 34: a merge tag must close with }}");
    expect(errorOf("{{ contact.first_name\n\n{{ contact.last_name }}").message).toBe("Line 1, column 22: a merge tag must close with }}");
    expect([error.line, error.column]).toEqual([3, 34]);
  });

  it("refuses triple braces, empty tags, unquoted fallbacks and unterminated quotes", () => {
    expect(errorOf("ab {{{ contact.first_name }}}").message).toMatch(/^Line 1, column 4: a merge tag opens with two braces, not three/);
    expect(errorOf("{{ contact.first_name }}}").message).toMatch(/closes with two braces, not three/);
    expect(errorOf("{{ }}").message).toMatch(/needs a name/);
    expect(errorOf("{{ contact.first_name | there }}").message).toBe('Line 1, column 25: a fallback goes in double quotes: {{ contact.first_name | "there" }}');
    expect(errorOf('{{ contact.first_name | "there }}').message).toMatch(/closing quote is missing/);
  });

  it("refuses unknown tags and suggests the nearest one", () => {
    expect(errorOf("{{ contact.frist_name }}").message).toBe('Line 1, column 4: unknown merge tag "contact.frist_name" (did you mean contact.first_name?)');
    expect(errorOf("{{ Contact.First_Name }}").message).toMatch(/did you mean contact\.first_name/);
    expect(errorOf("{{ process.env.SECRET }}").message).toMatch(/unknown merge tag "process.env.SECRET"$/);
    expect(errorOf("{{ contact.custom.Plan }}").message).toMatch(/isn't a custom field key/);
  });

  it("refuses names that reach an object's machinery", () => {
    for (const source of ["{{ contact.custom.constructor }}", "{{ contact.__proto__.x }}", "{{ contact.custom.prototype }}", "{{ constructor }}"]) {
      expect(errorOf(source).message).toMatch(/merge tags can't use the name/);
    }
  });

  it("reads only plain own data: no inherited keys, accessors, arrays or functions", () => {
    let called = false;
    const tricky = {
      contact: Object.create({ first_name: "Inherited" }) as object,
      workspace: {
        get name() {
          called = true;
          return "Getter";
        },
      },
    };
    expect(render('{{ contact.first_name | "none" }} {{ workspace.name | "none" }}', "text", tricky)).toBe("none none");
    expect(called).toBe(false);
    expect(render('{{ contact.custom.list | "none" }}{{ contact.custom.fn | "!" }}', "text", { contact: { custom: { list: ["a"], fn: () => "x" } } })).toBe(
      "none!",
    );
    expect(render("{{ contact.custom.when }}", "text", { contact: { custom: { when: new Date("2026-03-04T10:00:00Z") } } })).toBe("2026-03-04");
  });

  it("reports the tags a template uses, or its first problem, for forms", () => {
    expect(checkTemplate("{{ contact.first_name }} {{ unsubscribe_url }} {{ contact.first_name }}")).toEqual({
      ok: true,
      tags: ["contact.first_name", "unsubscribe_url"],
    });
    expect(checkTemplate("{{ nope }}")).toEqual({ ok: false, message: 'Line 1, column 4: unknown merge tag "nope"' });
  });

  it("offers a catalogue whose every entry compiles and whose snippets round-trip", () => {
    for (const tag of mergeTags) expect(checkTemplate(mergeTagSnippet(tag.tag, 'a "b"'))).toEqual({ ok: true, tags: [tag.tag] });
    expect(render(mergeTagSnippet("contact.phone", 'a "b"'))).toBe('a "b"');
    expect(render("{{ contact.first_name }} at {{ workspace.name }}", "text", exampleVars())).toBe("Ada at Acme");
  });

  it("maps a CRM contact to template variables", () => {
    const v = templateVarsOf({ firstName: "Grace", companyName: "Navy", custom: { rank: "Admiral" } }, "Acme");
    expect(render("{{ contact.first_name }} {{ contact.company }} {{ contact.custom.rank }} {{ workspace.name }}", "text", v)).toBe("Grace Navy Admiral Acme");
  });

  it("renders 100,000 personalised messages quickly once compiled", () => {
    const compiled = compileTemplate(
      `<p>Hi {{ contact.first_name | "there" }},</p>${"<p>Some body text & more.</p>".repeat(50)}<a href="{{ unsubscribe_url }}">x</a>`,
    );
    const started = performance.now();
    for (let i = 0; i < 100_000; i++) renderTemplate(compiled, { contact: { first_name: `Name${i}` }, unsubscribe_url: "https://a/u/1" }, "html");
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
