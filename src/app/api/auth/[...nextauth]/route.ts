import { authHandler } from "@/server/auth/auth-handler";

export const dynamic = "force-dynamic";

export { authHandler as GET, authHandler as POST };
