import { describe, expect, it } from "vitest";
import { copyValue } from "@/server/db/copy";
import { columnsFor, timeOrderedId } from "./imports-columns";

describe("import batch helpers", () => {
  it("makes version-7 UUIDs that ascend", () => {
    const ids = Array.from({ length: 5000 }, () => timeOrderedId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    // The first 48 bits are the time in milliseconds.
    expect(Math.abs(parseInt(ids[0]!.replace("-", "").slice(0, 12), 16) - Date.now())).toBeLessThan(60_000);
  });

  it("writes COPY text safely", () => {
    expect(copyValue(null)).toBe("\\N");
    expect(copyValue("a\tb\nc\\d\re")).toBe("a\\tb\\nc\\\\d\\re");
    expect(copyValue(42)).toBe("42");
  });

  it("writes only the columns the mapping fills", () => {
    expect(columnsFor(["email", null, "fullName", "custom.plan", "custom.seats", "utmSource"]).map((c) => c.name)).toEqual([
      "email",
      "email_hash",
      "first_name",
      "last_name",
      "custom",
      "first_touch",
    ]);
  });
});
