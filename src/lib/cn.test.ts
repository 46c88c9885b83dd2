import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("lets the last class of a group win, per variant set and importance, keeping unknown classes", () => {
    expect(cn("px-2 py-1 p-4")).toBe("p-4");
    expect(cn("p-4 px-2")).toBe("p-4 px-2");
    expect(cn("text-sm text-primary text-base")).toBe("text-primary text-base");
    expect(cn("hover:md:bg-accent md:hover:bg-muted bg-card")).toBe("md:hover:bg-muted bg-card");
    expect(cn("h-9 size-4 w-2 !w-3 w-4")).toBe("size-4 !w-3 w-4");
    expect(cn("  my-class  border  border-2 border-input  ")).toBe("my-class border-2 border-input");
    expect(cn("")).toBe("");
  });

  it("joins conditional classes before merging them", () => {
    const hidden = false;
    expect(cn("rounded-md", hidden && "hidden", undefined, { "bg-card": true, "bg-muted": false }, ["text-sm", null])).toBe("rounded-md bg-card text-sm");
    expect(cn("bg-primary", { "bg-destructive": true })).toBe("bg-destructive");
  });
});
