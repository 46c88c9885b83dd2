import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { handleStripeWebhook, setPaymentsConfig } from "@/modules/billing";
import { startFakeStripe, type FakeStripe } from "@/modules/billing/stripe/fake-server";
import type { Db } from "@/server/db/client";
import { fakeStripePrices, testPrices } from "./stripe-prices";

export { testPrices };

import { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from "./stripe-prices";

export { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET };

/**
 * A local Stripe on 127.0.0.1 with the product's prices, its webhooks delivered to a local HTTP server
 * that runs the app's webhook handler on `db` (as /api/webhooks/stripe does), and billing pointed at it.
 */
export async function startLocalStripe(db: Db) {
  const webhook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      handleStripeWebhook(db, Buffer.concat(chunks).toString("utf8"), (req.headers["stripe-signature"] as string | undefined) ?? null).then(
        (answer) => res.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body)),
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, "127.0.0.1", () => resolve()));
  const webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/api/webhooks/stripe`;
  const stripe: FakeStripe = await startFakeStripe({
    secretKey: STRIPE_SECRET_KEY,
    prices: fakeStripePrices,
    webhook: { url: webhookUrl, secret: STRIPE_WEBHOOK_SECRET },
  });
  setPaymentsConfig({
    secretKey: STRIPE_SECRET_KEY,
    apiBase: stripe.url,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    publishableKey: "pk_test_local",
    tierPrices: testPrices.tiers,
    addonPrices: testPrices.addons,
  });
  return {
    stripe,
    webhookUrl,
    close: async () => {
      setPaymentsConfig(undefined);
      await stripe.close();
      await new Promise<void>((resolve) => webhook.close(() => resolve()));
    },
  };
}
