import { ConflictError, InvalidError, type AppError } from "@/server/errors";
import { NUL_MESSAGE } from "@/lib/text";

/** The SQLSTATE of a database error (PostgreSQL and PGlite, wrapped by Drizzle or not), or null. */
export function sqlStateOf(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** True when a database error is a unique-key violation (PostgreSQL and PGlite, wrapped or not). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === "23505";
}

/**
 * What a person is told when the database refuses a write a service didn't foresee. The sentences
 * never carry the database's own text (its detail echoes the stored values and names the tables).
 */
const sentenceOf: Record<string, () => AppError> = {
  // integrity_constraint_violation
  "23505": () => new ConflictError("Something with the same name or value already exists. Change it and try again."),
  "23503": () => new InvalidError("This refers to something that no longer exists, or is still used elsewhere. Reload the page and try again."),
  "23514": () => new InvalidError("One of the values isn't allowed here. Check the fields and try again."),
  "23502": () => new InvalidError("A required value is missing. Fill in the fields and try again."),
  "23P01": () => new ConflictError("This overlaps with something that already exists. Change it and try again."),
  // data_exception
  "22P02": () => new InvalidError("One of the values isn't in a form we can read. Check the fields and try again."),
  "22001": () => new InvalidError("One of the values is too long. Shorten it and try again."),
  "22003": () => new InvalidError("One of the numbers is too large. Enter a smaller one."),
  "22007": () => new InvalidError("One of the dates isn't valid. Check it and try again."),
  "22008": () => new InvalidError("One of the dates is out of range. Check it and try again."),
  "22021": () => new InvalidError(NUL_MESSAGE),
  "22P05": () => new InvalidError(NUL_MESSAGE),
};

/**
 * The domain error a database refusal stands for: unique and exclusion violations are conflicts,
 * other constraint and data errors invalid input; null for anything else (a real failure). The tRPC
 * layer applies it to every procedure (src/server/trpc/init.ts), and jobs may call it the same way,
 * so no service has to catch these itself; a service that can say more (which field, which name)
 * still catches first and throws its own error.
 */
export function domainErrorOfDbError(error: unknown): AppError | null {
  const state = sqlStateOf(error);
  return state ? (sentenceOf[state]?.() ?? null) : null;
}
