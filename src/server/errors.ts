/**
 * Domain errors. Services, jobs and webhooks throw these, never transport errors; the tRPC layer maps
 * each to its code once (see trpc/error-mapping.ts). Their messages are written for the person
 * using the product and are shown as they are.
 */
export abstract class AppError extends Error {
  abstract readonly kind: "not_found" | "conflict" | "invalid" | "limit" | "forbidden" | "unauthorized" | "rate_limited";
}

export class NotFoundError extends AppError {
  readonly kind = "not_found";
  constructor(what: string) {
    super(`${what} not found.`);
  }
}

export class ConflictError extends AppError {
  readonly kind = "conflict";
}

export class InvalidError extends AppError {
  readonly kind = "invalid";
  constructor(
    message: string,
    /** Field name → message, for forms. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export class LimitReachedError extends AppError {
  readonly kind = "limit";
  constructor(
    message: string,
    readonly limit: string,
  ) {
    super(message);
  }
}

export class ForbiddenError extends AppError {
  readonly kind = "forbidden";
  constructor(message = "Your role doesn't allow this.") {
    super(message);
  }
}

export class UnauthorizedError extends AppError {
  readonly kind = "unauthorized";
  constructor(message = "Sign in to continue.") {
    super(message);
  }
}

export class RateLimitedError extends AppError {
  readonly kind = "rate_limited";
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
