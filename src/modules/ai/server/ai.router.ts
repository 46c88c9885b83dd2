import "server-only";
import { router } from "@/server/trpc/init";
import { providersRouter } from "./providers.router";

/** `ai`: model providers (issue 26). */
export const aiRouter = router({
  providers: providersRouter,
});
