import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { getGuideInput } from "../contracts/guides.contracts";
import { getGuide, listGuides } from "./guides.service";

export const guidesRouter = router({
  list: requires("guides.read").query(() => listGuides()),
  get: requires("guides.read")
    .input(getGuideInput)
    .query(({ input }) => getGuide(input.slug)),
});
