import type { FieldErrors } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { messagesByPath } from "./messages-by-path";

describe("the profile form's messages by path", () => {
  it("keys each message by the path of its field, in lists too, and leaves the form's own message to <FormRootError>", () => {
    const errors = {
      website: { type: "custom", message: "Enter the website as a web address, like https://example.com" },
      products: [undefined, { name: { type: "too_small", message: "Enter the product name" } }],
      brandColors: { type: "custom", message: "Keep up to 6 brand colours", root: { type: "custom", message: "Keep up to 6 brand colours" } },
      root: { server: { type: "server", message: "Something went wrong. Try again." } },
    } as unknown as FieldErrors;
    expect(messagesByPath(errors)).toEqual({
      website: "Enter the website as a web address, like https://example.com",
      "products.1.name": "Enter the product name",
      brandColors: "Keep up to 6 brand colours",
    });
  });
});
