import { consentPreflight, handleConsentChoice } from "@/modules/website";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** A site visitor's consent choice (hosted pages and forms, and the site script's banner). */
export function POST(request: Request) {
  return handleConsentChoice(getDb(), request);
}

export function OPTIONS() {
  return consentPreflight();
}
