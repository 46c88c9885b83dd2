import { handleSiteScript, publicPreflight } from "@/modules/website";

export const dynamic = "force-dynamic";

/** The site script customers put on their own sites (pop-ups and site events). */
export function GET(request: Request) {
  return handleSiteScript(request);
}

export function OPTIONS() {
  return publicPreflight();
}
