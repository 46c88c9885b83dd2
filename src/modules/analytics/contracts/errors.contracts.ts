import { z } from "zod";
import { errorStatuses } from "./errors.constants";

/** The admin page's list: open groups, or those resolved or ignored. */
export const errorGroupListInput = z.object({ status: z.enum(errorStatuses).default("open") });
export type ErrorGroupListInput = z.input<typeof errorGroupListInput>;

export const errorGroupInput = z.object({ groupId: z.uuid() });
export type ErrorGroupInput = z.infer<typeof errorGroupInput>;

/** Resolve (it opens again when it comes back), ignore (it keeps counting but stays out of the list), or open again. */
export const setErrorStatusInput = z.object({ groupId: z.uuid(), status: z.enum(errorStatuses) });
export type SetErrorStatusInput = z.infer<typeof setErrorStatusInput>;
