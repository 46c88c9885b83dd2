import type { Metadata } from "next";
import { UnsubscribeRoute } from "@/modules/messaging/views/unsubscribe-route";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false }, referrer: "no-referrer" };

export default UnsubscribeRoute;
