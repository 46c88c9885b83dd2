import "server-only";
import { TRPCError } from "@trpc/server";
import { publicError } from "@/server/trpc/init";

/** What a server action tells the page about a procedure's error: a sentence and the first message per field. */
export type ActionError = { message: string; fieldErrors: Record<string, string> };

/**
 * A procedure's error, called from a server action (actionCaller), as the browser's API client
 * would have read it (init.ts publicError, which the API's error answers use). Errors from outside a
 * procedure are thrown again.
 */
export function actionErrorOf(error: unknown, requestId: string): ActionError {
  if (!(error instanceof TRPCError)) throw error;
  const { message, fieldErrors } = publicError(error, requestId);
  return {
    message,
    fieldErrors: Object.fromEntries(Object.entries(fieldErrors ?? {}).flatMap(([key, messages]) => (messages?.[0] ? [[key, messages[0]]] : []))),
  };
}
