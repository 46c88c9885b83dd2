import "server-only";
import { authedProcedure, router } from "@/server/trpc/init";
import { setNewsletterInput } from "../../contracts/newsletter.contracts";
import { changeNewsletterChoice } from "./choice.service";
import { newsletterStatus } from "./newsletter.service";

/** The person's own newsletter choice (the account menu): not workspace data. */
export const newsletterRouter = router({
  status: authedProcedure.query(({ ctx }) => newsletterStatus(ctx.db, ctx.session.userId)),
  set: authedProcedure.input(setNewsletterInput).mutation(({ ctx, input }) => changeNewsletterChoice(ctx.db, ctx.session.userId, input.subscribed)),
});
