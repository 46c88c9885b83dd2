import { describe, expect, it } from "vitest";
import { ConflictError, ForbiddenError, InvalidError, LimitReachedError, NotFoundError, RateLimitedError, UnauthorizedError } from "@/server/errors";
import { errorNumber, specErrorCodes, toTRPCError } from "./error-mapping";

describe("remote-procedure error codes (spec §8)", () => {
  it("maps all fourteen codes to their JSON-RPC numbers", () => {
    expect(Object.fromEntries(specErrorCodes.map((c) => [c, errorNumber(c)]))).toEqual({
      PARSE_ERROR: -32700,
      BAD_REQUEST: -32600,
      INTERNAL_SERVER_ERROR: -32603,
      UNAUTHORIZED: -32001,
      FORBIDDEN: -32003,
      NOT_FOUND: -32004,
      METHOD_NOT_SUPPORTED: -32005,
      TIMEOUT: -32008,
      CONFLICT: -32009,
      PRECONDITION_FAILED: -32012,
      PAYLOAD_TOO_LARGE: -32013,
      UNPROCESSABLE_CONTENT: -32022,
      TOO_MANY_REQUESTS: -32029,
      CLIENT_CLOSED_REQUEST: -32099,
    });
  });

  it("turns each domain error into its code, keeping the person-facing message", () => {
    expect(toTRPCError(new NotFoundError("Contact"))).toMatchObject({ code: "NOT_FOUND", message: "Contact not found." });
    expect(toTRPCError(new ConflictError("Taken."))).toMatchObject({ code: "CONFLICT", message: "Taken." });
    expect(toTRPCError(new InvalidError("Bad."))).toMatchObject({ code: "BAD_REQUEST" });
    expect(toTRPCError(new LimitReachedError("Upgrade.", "contacts"))).toMatchObject({ code: "PRECONDITION_FAILED" });
    expect(toTRPCError(new ForbiddenError())).toMatchObject({ code: "FORBIDDEN" });
    expect(toTRPCError(new UnauthorizedError())).toMatchObject({ code: "UNAUTHORIZED" });
    expect(toTRPCError(new RateLimitedError("Wait.", 30))).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});
