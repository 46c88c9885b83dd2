import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useContractForm } from "./form";
import { fieldValueOf, FormSelect, selectValueOf } from "./form-select";

const contract = z.object({ currency: z.string().min(1, "Choose a currency"), ownerId: z.string() });
type Values = z.input<typeof contract>;

function Example(props: { values: Values; disabled?: boolean }) {
  const form = useContractForm(contract, { defaultValues: props.values });
  return createElement(
    "form",
    null,
    createElement(FormSelect<Values>, {
      form,
      name: "currency",
      id: "deal-currency",
      label: "Currency",
      hint: "The deal's currency",
      required: true,
      disabled: props.disabled,
      options: [
        { value: "EUR", label: "EUR · Euro" },
        { value: "USD", label: "USD · US Dollar" },
      ],
    }),
    createElement(FormSelect<Values>, {
      form,
      name: "ownerId",
      id: "deal-owner",
      label: "Owner",
      emptyLabel: "No owner",
      options: [{ value: "u1", label: "Ada" }],
    }),
  );
}

describe("FormSelect", () => {
  it("renders the field's label, hint and a combobox wired to them", () => {
    const html = renderToStaticMarkup(createElement(Example, { values: { currency: "EUR", ownerId: "" } }));
    expect(html).toMatch(/<label[^>]*for="deal-currency"[^>]*>Currency/);
    expect(html).toContain('id="deal-currency-hint"');
    expect(html).toMatch(/<button[^>]*role="combobox"[^>]*id="deal-currency"|<button[^>]*id="deal-currency"[^>]*role="combobox"/);
    expect(html).toMatch(/id="deal-currency"[^>]*aria-describedby="deal-currency-hint"|aria-describedby="deal-currency-hint"[^>]*id="deal-currency"/);
    expect(html).not.toContain('role="alert"');
  });

  it("maps the field's empty value to the empty choice where there is one, and back", () => {
    expect(selectValueOf("USD", false)).toBe("USD");
    expect(selectValueOf("", false)).toBe("");
    expect(selectValueOf(undefined, false)).toBe("");
    const empty = selectValueOf("", true);
    expect(empty).not.toBe("");
    expect(fieldValueOf(empty)).toBe("");
    expect(fieldValueOf("u1")).toBe("u1");
  });

  it("disables the control when asked", () => {
    const html = renderToStaticMarkup(createElement(Example, { values: { currency: "EUR", ownerId: "u1" }, disabled: true }));
    expect(html).toMatch(/<button[^>]*id="deal-currency"[^>]*disabled=""|<button[^>]*disabled=""[^>]*id="deal-currency"/);
  });
});
