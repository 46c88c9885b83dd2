import "server-only";
import { router } from "@/server/trpc/init";

export const verificationRouter = router({});
