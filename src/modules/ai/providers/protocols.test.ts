import { describe, expect, it } from "vitest";
import { parseJsonObjectAnswer } from "./protocols";

describe("parseJsonObjectAnswer", () => {
  it("reads an object, fenced or not", () => {
    expect(parseJsonObjectAnswer('{"text":"Hi"}')).toEqual({ text: "Hi" });
    expect(parseJsonObjectAnswer('```json\n{"text":"Hi"}\n```')).toEqual({ text: "Hi" });
  });

  it("is null for text that isn't JSON, and for JSON that isn't an object", () => {
    for (const answer of ["Sure! Here it is.", "[1,2]", "null", '"text"', "42"]) expect(parseJsonObjectAnswer(answer)).toBeNull();
  });
});
