import { describe, expect, it } from "vitest";
import { serverFormErrors } from "./forms";

/** A tRPC client error as the forms receive it: a message, and the procedure's field messages. */
const failure = (message: string, fieldErrors?: Record<string, string[]>) => Object.assign(new Error(message), { data: fieldErrors ? { fieldErrors } : null });

describe("serverFormErrors", () => {
  it("puts the procedure's message on the form's field of the same name", () => {
    expect(serverFormErrors(failure("Invalid input", { url: ["Enter a public address", "second"] }), { url: "url" })).toEqual({ url: "Enter a public address" });
  });

  it("renames a procedure field to the form's field", () => {
    expect(serverFormErrors(failure("Invalid input", { listId: ["That list is gone"] }), { listId: "audience" })).toEqual({ audience: "That list is gone" });
  });

  it("shows the error's own message on the form when no field of the form is named", () => {
    expect(serverFormErrors(failure("An audit is already running"), { url: "url" })).toEqual({ form: "An audit is already running" });
    expect(serverFormErrors(failure("Invalid input", { other: ["Not on this form"] }), { url: "url" })).toEqual({ form: "Invalid input" });
  });
});
