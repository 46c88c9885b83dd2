"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { ListMessagingProvider, type ListMessaging } from "@/modules/crm/client";

// Messaging's part of a list's page, loaded with the lists tab's list as before, not with the page.
const messaging: ListMessaging = {
  Actions: dynamic(() => import("@/modules/messaging/client").then((m) => m.ListMessageActions)),
  Sends: dynamic(() => import("@/modules/messaging/client").then((m) => m.ListSendsSection)),
};

/** The CRM's lists, with messaging's actions and sends on each list (the CRM can't import messaging: it sits below it). */
export function WithListMessaging({ children }: { children: ReactNode }) {
  return <ListMessagingProvider value={messaging}>{children}</ListMessagingProvider>;
}
