import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FILTERS_ID } from "@/lib/landmarks";
import { assetKinds, assetStatuses } from "../../contracts/items.constants";
import type { AssetCounts } from "../../hooks/use-asset-list";
import { LibraryFilters } from "./library-filters";
import { libraryQueryFrom } from "./library-query";

const KIT = "0b6f6b0e-3f4a-4d4e-9a3b-2f1d7c9e8a11";
const AUTHOR = "5d1c1e43-8f0e-4a0c-b0a4-7a5b6c1d2e3f";
const counts: AssetCounts = {
  total: 1204,
  kinds: { ...(Object.fromEntries(assetKinds.map((k) => [k, 0])) as AssetCounts["kinds"]), "meta-ad": 1200, email: 4 },
  statuses: { ...(Object.fromEntries(assetStatuses.map((s) => [s, 0])) as AssetCounts["statuses"]), draft: 1000, "in-review": 204 },
};

function render(address: string, searchText = "") {
  const query = libraryQueryFrom(new URLSearchParams(address));
  return renderToStaticMarkup(
    createElement(LibraryFilters, {
      query,
      searchText: searchText || query.q,
      onSearchText: () => {},
      onChange: () => {},
      onClear: () => {},
      counts,
      kits: [{ id: KIT, name: "Spring kit" }],
      authors: [{ id: AUTHOR, name: "Ana Diaz" }],
    }),
  );
}

/** The <select> (and its options) labelled `label`. */
function select(html: string, label: string) {
  const id = new RegExp(`<label for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
  expect(id, label).toBeDefined();
  return new RegExp(`<select[^>]*id="${id}"[^>]*>(.*?)</select>`).exec(html)?.[0] ?? "";
}

describe("the library's filters", () => {
  it("show what the address holds, with the counts per type and status", () => {
    const html = render(`type=meta-ad&status=in-review&kit=${KIT}&author=${AUTHOR}&tag=spring&plan=Q3&from=2026-01-01&q=coffee`);
    expect(html).toContain(`id="${FILTERS_ID}"`);
    expect(select(html, "Type")).toMatch(/<option value="meta-ad" selected="">Meta ad \(1,200\)<\/option>/);
    expect(select(html, "Type")).toContain(">All types (1,204)</option>");
    expect(select(html, "Status")).toMatch(/<option value="in-review" selected="">In review \(204\)<\/option>/);
    expect(select(html, "Brand kit")).toMatch(new RegExp(`<option value="${KIT}" selected="">Spring kit</option>`));
    expect(select(html, "Author")).toMatch(new RegExp(`<option value="${AUTHOR}" selected="">Ana Diaz</option>`));
    expect(html).toMatch(/aria-label="Search assets"[^>]*value="coffee"|value="coffee"[^>]*aria-label="Search assets"/);
    expect(html).toMatch(/type="date"[^>]*value="2026-01-01"/);
    expect(html).toContain("Clear filters");
  });

  it("show every option unchosen, and no Clear, for a bare address or a malformed one", () => {
    for (const address of ["", "type=poster&status=lost&kit=1&from=yesterday"]) {
      const html = render(address);
      expect(select(html, "Type")).toMatch(/<option value="" selected="">All types/);
      expect(select(html, "Status")).toMatch(/<option value="" selected="">All but archived/);
      expect(html).not.toContain("Clear filters");
    }
    // Typing counts as a filter before the address catches up.
    expect(render("", "cof")).toContain("Clear filters");
  });
});
