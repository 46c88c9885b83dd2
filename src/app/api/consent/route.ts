import { handleProductConsent } from "@/modules/analytics";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** The product's consent banner records each choice here (PRODUCT_CONSENT_PATH). */
export function POST(request: Request) {
  return handleProductConsent(getDb(), request);
}
