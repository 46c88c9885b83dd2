import { describe, expect, it } from "vitest";
import { ALL_CONTACTS, startVerificationFormInput } from "./verification.contracts";

describe("the start-verification form contract", () => {
  it("parses the audience select into the procedure's audience", () => {
    const listId = "6f1c2b0e-8a3d-4c5e-9f7a-1b2c3d4e5f60";
    expect(startVerificationFormInput.parse({ audience: ALL_CONTACTS, probe: false })).toEqual({ scope: "all", probe: false });
    expect(startVerificationFormInput.parse({ audience: listId, probe: true })).toEqual({ scope: "list", listId, probe: true });
  });

  it("asks for an audience, on the audience field, before one is chosen", () => {
    const result = startVerificationFormInput.safeParse({ audience: "", probe: false });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["audience", "Choose a list or segment, or all contacts"]]);
  });
});
