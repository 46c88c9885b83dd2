import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { useContractForm } from "@/components/ui/form";
import { companyFormInput } from "../contracts/companies.contracts";
import { FormCustomFields } from "./form-custom-fields";

const fields = [
  { id: "f1", key: "founded", label: "Founded", type: "date" as const, options: [] },
  { id: "f2", key: "tier", label: "Tier", type: "text" as const, options: [] },
];

function Example({ custom }: { custom: Record<string, string> }) {
  const form = useContractForm(companyFormInput, { defaultValues: { name: "Acme", domain: "", industry: "", size: "", ownerId: "", custom } });
  return createElement(FormCustomFields<z.input<typeof companyFormInput>>, {
    form,
    fields,
    stored: (key: string) => (key === "founded" ? "2001-01-01" : undefined),
  });
}

describe("a record's custom fields in a contract form", () => {
  it("shows each field with the value the form holds, else the stored one until it is changed", () => {
    const html = renderToStaticMarkup(createElement(Example, { custom: { tier: "Gold" } }));
    expect(html).toContain(">Founded<");
    expect(html).toMatch(/<input[^>]*value="2001-01-01"/);
    expect(html).toMatch(/<input[^>]*value="Gold"/);
    expect(html).not.toContain('role="alert"');
  });
});
