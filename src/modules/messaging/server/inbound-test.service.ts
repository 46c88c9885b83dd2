import "server-only";
import type { Tenant } from "@/modules/identity";
import { open } from "@/server/crypto/vault";
import type { Db } from "@/server/db/client";
import type { InboundMailboxInput } from "../contracts/settings.contracts";
import { testInboundMailbox, type InboundTestResult } from "./inbound.service";
import { getMessagingSettings } from "./settings.service";

/**
 * "Test the mailbox" of the Sending tab: the values typed (the saved password when none is typed),
 * or, with no host typed, the saved mailbox.
 */
export async function testInboundSettings(db: Db, tenant: Pick<Tenant, "workspaceId">, input: InboundMailboxInput | undefined): Promise<InboundTestResult> {
  if (!input?.host) return testInboundMailbox(db, tenant);
  let password = input.password;
  if (password === undefined) {
    const saved = (await getMessagingSettings(db, tenant.workspaceId)).inboundPasswordSealed;
    try {
      password = saved ? open(saved) : "";
    } catch {
      return { ok: false, message: "The saved mailbox password can't be read any more. Enter it again." };
    }
  }
  return testInboundMailbox(db, tenant, { host: input.host, port: input.port, tls: input.tls, user: input.user, password });
}
