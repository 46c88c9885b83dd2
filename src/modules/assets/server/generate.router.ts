import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { aiAllowance } from "./generate.service";

/** `assets.generate`: what the plan leaves of this month's AI generations (the writing itself streams over /api/assets/generate). */
export const generateRouter = router({
  allowance: requires("assets.read").query(({ ctx }) => aiAllowance(ctx.db, ctx.tenant)),
});
