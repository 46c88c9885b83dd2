import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contractResolver, FormField, FormRootError, registerCheckbox, serverErrorsOf, useContractForm } from "./form";
import { Input } from "./input";

const contract = z.object({ name: z.string().min(1, "Enter a name"), products: z.array(z.object({ name: z.string() })) });

function Example() {
  const form = useContractForm(contract, { defaultValues: { name: "Acme", products: [] } });
  return createElement(
    "form",
    { onSubmit: form.submit(() => undefined), noValidate: true },
    createElement(FormField<z.input<typeof contract>>, {
      form,
      name: "name",
      label: "Company name",
      htmlFor: "company-name",
      required: true,
      children: createElement(Input, form.register("name")),
    }),
    createElement(FormRootError<z.input<typeof contract>>, { form }),
  );
}

describe("the form layer", () => {
  it("renders a registered field with its label, default value and no error before a submit", () => {
    const html = renderToStaticMarkup(createElement(Example));
    expect(html).toMatch(/<label[^>]*for="company-name"[^>]*>Company name/);
    expect(html).toMatch(/<input[^>]*id="company-name"[^>]*aria-required="true"[^>]*name="name"|<input[^>]*name="name"[^>]*id="company-name"/);
    expect(html).not.toContain('role="alert"');
  });

  it("puts the procedure's field messages on their fields, renamed where the form calls them otherwise", () => {
    const error = {
      message: "Some fields need your attention.",
      data: { fieldErrors: { email: ["Enter a valid email"], listId: ["Choose a list"], "products.1.name": ["Name the product"] } },
    };
    expect(serverErrorsOf(error, { listId: "audience" })).toEqual({
      fields: [
        ["email", "Enter a valid email"],
        ["audience", "Choose a list"],
        ["products.1.name", "Name the product"],
      ],
      form: null,
    });
  });

  it("shows an error without field messages as the form's own message", () => {
    expect(serverErrorsOf({ message: "A company with this domain already exists.", data: { fieldErrors: null } })).toEqual({
      fields: [],
      form: "A company with this domain already exists.",
    });
    expect(serverErrorsOf(new Error(""))).toEqual({ fields: [], form: "Something went wrong. Try again." });
  });

  it("ticks a registered checkbox in the server's HTML when its value is true", () => {
    const flags = z.object({ on: z.boolean(), off: z.boolean() });
    function Boxes() {
      const form = useContractForm(flags, { defaultValues: { on: true, off: false } });
      return createElement(
        "div",
        null,
        createElement("input", { type: "checkbox", ...registerCheckbox(form, "on") }),
        createElement("input", { type: "checkbox", ...registerCheckbox(form, "off") }),
      );
    }
    const html = renderToStaticMarkup(createElement(Boxes));
    expect(html).toMatch(/<input type="checkbox"[^>]*name="on"[^>]*checked=""|<input type="checkbox"[^>]*checked=""[^>]*name="on"/);
    expect(html).not.toMatch(/name="off"[^>]*checked|checked=""[^>]*name="off"/);
  });

  it("loads a contract given as a loader once, on preload or on the first validation, and validates with it", async () => {
    let loads = 0;
    const { resolver, preload } = contractResolver<{ name: string; products: { name: string }[] }, { name: string; products: { name: string }[] }>(() => {
      loads += 1;
      return Promise.resolve(contract);
    });
    expect(loads).toBe(0);
    preload();
    const options = { fields: {}, shouldUseNativeValidation: false };
    const refused = await resolver({ name: "", products: [] }, undefined, options);
    expect(refused.errors).toMatchObject({ name: { message: "Enter a name" } });
    const accepted = await resolver({ name: "Acme", products: [] }, undefined, options);
    expect(accepted).toEqual({ values: { name: "Acme", products: [] }, errors: {} });
    expect(loads).toBe(1);
  });

  it("renders a form whose contract is a loader the same way, without loading it on the server", () => {
    let loads = 0;
    function Lazy() {
      const form = useContractForm(
        () => {
          loads += 1;
          return Promise.resolve(contract);
        },
        { defaultValues: { name: "Acme", products: [] } },
      );
      return createElement(FormField<z.input<typeof contract>>, {
        form,
        name: "name",
        label: "Company name",
        htmlFor: "company-name",
        children: createElement(Input, form.register("name")),
      });
    }
    expect(renderToStaticMarkup(createElement(Lazy))).toMatch(/<label[^>]*for="company-name"[^>]*>Company name/);
    expect(loads).toBe(0);
  });
});
