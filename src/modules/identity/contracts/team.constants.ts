/** The roles an admin can give. Without zod, so the browser can show them before the contract loads. */

/** Roles a person can be invited with or changed to (ownership moves only by transfer). */
export const assignableRoles = ["admin", "member", "viewer", "client"] as const;
