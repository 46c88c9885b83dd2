import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import type { AppRouter } from "@/server/trpc/app-router";
import { TRPCProvider } from "@/trpc/client";
import { NewCustomFieldForm, newCustomFieldDefaults } from "./new-custom-field-form";

function render(props: Parameters<typeof NewCustomFieldForm>[0]): string {
  const queryClient = new QueryClient();
  const trpcClient = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://127.0.0.1:9/api/trpc", transformer: superjson })] });
  const form = createElement(NewCustomFieldForm, props);
  return renderToStaticMarkup(
    createElement(QueryClientProvider, { client: queryClient }, createElement(TRPCProvider, { trpcClient, queryClient, children: form })),
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the add-a-custom-field form", () => {
  it("starts over as a Text field with no name and no options after a field is added, whatever type the last one had", () => {
    // What the form resets to on success: the type is not carried over from the field just created.
    expect(newCustomFieldDefaults("contact")).toEqual({ object: "contact", label: "", type: "text", options: "" });
    expect(newCustomFieldDefaults("deal").type).toBe("text");
  });

  it("shows a blank Text field with its Add field button in the settings", () => {
    const html = render({ object: "contact" });
    expect(html).toContain('aria-label="Add a custom field"');
    expect(text(html)).toMatch(/New field .* Type .*Add field/);
    expect(html).not.toContain("Options");
  });

  it("in the import dialog, labels its own controls and offers Create field", () => {
    const html = render({ object: "contact", initialLabel: "Plan tier", compact: true, idPrefix: "map-cf" });
    expect(html).toContain('id="map-cf-label"');
    expect(text(html)).toContain("Create field");
  });
});
