import type { Metadata } from "next";
import { PreferenceCentreRoute } from "@/modules/messaging/views/preference-centre-route";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Subscription preferences", robots: { index: false, follow: false }, referrer: "no-referrer" };

export default PreferenceCentreRoute;
