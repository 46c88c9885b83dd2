import "server-only";
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { z, ZodError, ZodRealError } from "zod";
import type { Permission } from "@/modules/identity";
import { findNul, NUL_MESSAGE } from "@/lib/text";
import { MAX_BATCH_ITEMS } from "@/trpc/batch";
import { domainErrorOfDbError } from "@/server/db/errors";
import { AppError, InvalidError, LimitReachedError, RateLimitedError } from "@/server/errors";
import type { Context } from "./context";
import { toTRPCError } from "./error-mapping";

export type Meta = {
  /** The permission a workspace procedure requires (set by `requires`). */
  permission?: Permission;
};

export const UNEXPECTED_MESSAGE = "Something went wrong on our side. We have logged it; please try again.";
/** What a request that couldn't be decoded is told (malformed JSON or superjson, a bad path): never the parser's own words. */
export const UNREADABLE_MESSAGE = "The request couldn't be read.";
export const TOO_MANY_OPERATIONS_MESSAGE = `Too many requests were sent at once. Send at most ${MAX_BATCH_ITEMS} together.`;

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error, ctx }) {
      const cause = error.cause;
      const { message, fieldErrors } = publicError(error, ctx?.requestId ?? null);
      return {
        ...shape,
        message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          requestId: ctx?.requestId ?? null,
          fieldErrors,
          limit: cause instanceof LimitReachedError ? cause.limit : null,
          retryAfterSeconds: cause instanceof RateLimitedError ? cause.retryAfterSeconds : null,
        },
      };
    },
  });

/**
 * What a caller is told of a procedure's error: the domain error's message and field messages; for
 * input that failed its schema, "Some fields need your attention." and the schema's messages per
 * field; for anything unexpected a plain sentence with the request's reference (the error itself
 * is logged); for a request that couldn't be decoded (tRPC's own BAD_REQUEST or PARSE_ERROR, whose
 * message is the parser's) a safe sentence. The API's answers (above) and server actions
 * (src/trpc/action-error.ts) say the same.
 */
export function publicError(error: TRPCError, requestId: string | null): { message: string; fieldErrors: Record<string, string[] | undefined> | null } {
  const cause = error.cause;
  if (error.code === "INTERNAL_SERVER_ERROR") return { message: `${UNEXPECTED_MESSAGE} Reference: ${requestId ?? "none"}`, fieldErrors: null };
  if (cause instanceof ZodError) {
    const { formErrors, fieldErrors } = z.flattenError(cause);
    // An issue about the input as a whole ("Change at least one field.") is the message itself.
    const message = Object.keys(fieldErrors).length === 0 && formErrors[0] ? formErrors[0] : "Some fields need your attention.";
    return { message, fieldErrors: withNestedPaths(cause, fieldErrors as Record<string, string[] | undefined>) };
  }
  if ((error.code === "BAD_REQUEST" || error.code === "PARSE_ERROR") && !(cause instanceof AppError)) {
    // tRPC's words for a batch over maxBatchSize (src/app/api/trpc/[trpc]/route.ts).
    return { message: error.message.startsWith("Batch call exceeds maximum size") ? TOO_MANY_OPERATIONS_MESSAGE : UNREADABLE_MESSAGE, fieldErrors: null };
  }
  return {
    message: error.message,
    fieldErrors: cause instanceof InvalidError ? Object.fromEntries(Object.entries(cause.fieldErrors).map(([k, v]) => [k, [v]])) : null,
  };
}

/** Adds the full path of each nested issue ("products.1.name") beside the top-level keys, for forms with lists. */
function withNestedPaths(error: ZodError, fieldErrors: Record<string, string[] | undefined>): Record<string, string[] | undefined> {
  const out = { ...fieldErrors };
  for (const issue of error.issues) {
    if (issue.path.length < 2) continue;
    const key = issue.path.map(String).join(".");
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * Domain errors become their tRPC codes, and so do the database's refusals of bad input (a unique
 * key → CONFLICT, a foreign key, check or malformed value → BAD_REQUEST; src/server/db/errors.ts),
 * for every procedure; anything unexpected is logged with the request id.
 */
const mapErrors = t.middleware(async ({ ctx, next, path, type }) => {
  const result = await next();
  if (result.ok) return result;
  const cause = result.error.cause;
  if (cause instanceof AppError) throw toTRPCError(cause);
  const refused = domainErrorOfDbError(cause);
  if (refused) {
    ctx.log.warn({ err: cause, path, type }, "the database refused a procedure's write");
    throw toTRPCError(refused);
  }
  if (result.error.code === "INTERNAL_SERVER_ERROR") {
    ctx.log.error({ err: cause ?? result.error, path, type }, "unexpected error in procedure");
  }
  return result;
});

/**
 * PostgreSQL can't store the NUL character, and a contract's `text()` refuses it field by field. This
 * catches one anywhere else in the input (a JSON value, a record key) before any procedure runs,
 * answered like a contract's field error.
 */
const refuseNul = t.middleware(async ({ getRawInput, next }) => {
  const at = findNul(await getRawInput());
  if (at) throw new TRPCError({ code: "BAD_REQUEST", cause: new ZodRealError([{ code: "custom", path: at, message: NUL_MESSAGE, input: undefined }]) });
  return next();
});

export const publicProcedure = t.procedure.use(mapErrors).use(refuseNul);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: "UNAUTHORIZED", message: "Sign in to continue." });
  return next({ ctx: { ...ctx, session: ctx.session } });
});

export { TRPCError };
