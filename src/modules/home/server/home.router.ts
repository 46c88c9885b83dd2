import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { getChecklist } from "./checklist.service";

export const homeRouter = router({
  checklist: requires("workspace.read").query(({ ctx }) => getChecklist(ctx.db, ctx.tenant)),
});
