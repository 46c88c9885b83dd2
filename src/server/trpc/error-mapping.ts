import { TRPCError } from "@trpc/server";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import type { AppError } from "@/server/errors";

type Code = TRPCError["code"];

const codeOfKind: Record<AppError["kind"], Code> = {
  not_found: "NOT_FOUND",
  conflict: "CONFLICT",
  invalid: "BAD_REQUEST",
  limit: "PRECONDITION_FAILED",
  forbidden: "FORBIDDEN",
  unauthorized: "UNAUTHORIZED",
  rate_limited: "TOO_MANY_REQUESTS",
};

export function toTRPCError(error: AppError): TRPCError {
  return new TRPCError({ code: codeOfKind[error.kind], message: error.message, cause: error });
}

/** The fourteen remote-procedure error codes of spec §8 and the JSON-RPC numbers they travel as. */
export const specErrorCodes = [
  "PARSE_ERROR",
  "BAD_REQUEST",
  "INTERNAL_SERVER_ERROR",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "METHOD_NOT_SUPPORTED",
  "TIMEOUT",
  "CONFLICT",
  "PRECONDITION_FAILED",
  "PAYLOAD_TOO_LARGE",
  "UNPROCESSABLE_CONTENT",
  "TOO_MANY_REQUESTS",
  "CLIENT_CLOSED_REQUEST",
] as const satisfies readonly Code[];

export const errorNumber = (code: (typeof specErrorCodes)[number]): number => TRPC_ERROR_CODES_BY_KEY[code];
