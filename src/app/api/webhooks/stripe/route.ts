import { handleStripeWebhook } from "@/modules/billing";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** Stripe's webhook: the signature is checked over the raw body, so it is read as text, untouched. */
export async function POST(request: Request) {
  const payload = await request.text();
  const answer = await handleStripeWebhook(getDb(), payload, request.headers.get("stripe-signature"));
  return Response.json(answer.body, { status: answer.status, headers: { "Cache-Control": "no-store" } });
}
