import { describe, expect, it } from "vitest";
import { exportFileName } from "./export-file-name";

describe("exportFileName", () => {
  it("names the GDPR export after the person, safely for any file system", () => {
    expect(exportFileName("Dana Ray")).toBe("contact-dana-ray.json");
    expect(exportFileName("Zoë O'Brien / Sales")).toBe("contact-zoe-o-brien-sales.json");
    expect(exportFileName("dana@x.test")).toBe("contact-dana@x.test.json");
    expect(exportFileName("../../etc")).toBe("contact-etc.json");
    expect(exportFileName("   ")).toBe("contact-export.json");
  });
});
