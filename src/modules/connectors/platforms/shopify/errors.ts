import { retryAfterMs } from "../../core/api";
import type { HttpAnswer, Verdict } from "../../core/types";
import { graphqlProblem, throttleWaitMs, type GraphqlAnswer } from "./transform";

/** Reads Shopify's signals: THROTTLED in a 200 body (wait for the missing query cost to restore), other GraphQL errors, and statuses. */
export function judgeShopify(answer: HttpAnswer): Verdict | null {
  const body = (answer.body && typeof answer.body === "object" ? answer.body : {}) as GraphqlAnswer<unknown>;
  const wait = throttleWaitMs(body);
  if (wait !== null) return { kind: "retry", afterMs: wait, reason: "Shopify query cost throttled" };
  if (answer.status === 401) return { kind: "reauth", reason: "Shopify rejected the access token." };
  if (answer.status === 429) return { kind: "retry", afterMs: retryAfterMs(answer.headers) ?? 2_000, reason: "Shopify rate limit" };
  if (answer.status >= 500) return { kind: "retry", afterMs: 2_000, reason: `Shopify error ${answer.status}` };
  if (answer.status === 402) return { kind: "fail", message: "This Shopify store is frozen for an unpaid bill, so its orders can't be read." };
  if (answer.status === 403)
    return { kind: "fail", message: "Shopify refused access to this store's orders. Reconnect and allow reading orders and customers." };
  if (answer.status === 404) return { kind: "fail", message: "Shopify couldn't find this store. Check the shop domain, or reconnect." };
  if (answer.status === 423) return { kind: "fail", message: "This Shopify store is locked, so its orders can't be read right now." };
  if (answer.status >= 400) return { kind: "fail", message: `Shopify answered ${answer.status}: ${answer.text.slice(0, 200)}` };
  const problem = graphqlProblem(body);
  if (problem?.code === "ACCESS_DENIED")
    return { kind: "fail", message: "Shopify didn't grant access to orders or customers. Reconnect and allow reading them." };
  if (problem) return { kind: "fail", message: `Shopify refused the orders query: ${problem.message}` };
  return null;
}
