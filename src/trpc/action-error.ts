import "server-only";
import { TRPCError } from "@trpc/server";
import { z, ZodError } from "zod";
import { InvalidError } from "@/server/errors";
import { UNEXPECTED_MESSAGE } from "@/server/trpc/init";

/** What a server action tells the page about a procedure's error: a sentence and the first message per field. */
export type ActionError = { message: string; fieldErrors: Record<string, string> };

/**
 * A procedure's error, called from a server action (actionCaller), as the browser's API client
 * would have read it (init.ts errorFormatter): the domain error's message and field messages, the
 * input's field messages ("Some fields need your attention."), and for anything unexpected a plain
 * sentence with the request's reference (the procedure logged it). Errors from outside a procedure
 * are thrown again.
 */
export function actionErrorOf(error: unknown, requestId: string): ActionError {
  if (!(error instanceof TRPCError)) throw error;
  if (error.code === "INTERNAL_SERVER_ERROR") return { message: `${UNEXPECTED_MESSAGE} Reference: ${requestId}`, fieldErrors: {} };
  const cause = error.cause;
  if (cause instanceof ZodError) {
    const fieldErrors: Record<string, string> = {};
    for (const [key, messages] of Object.entries(z.flattenError(cause).fieldErrors as Record<string, string[] | undefined>)) if (messages?.[0]) fieldErrors[key] = messages[0];
    return { message: "Some fields need your attention.", fieldErrors };
  }
  return { message: error.message, fieldErrors: cause instanceof InvalidError ? { ...cause.fieldErrors } : {} };
}
