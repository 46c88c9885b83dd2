"use client";

import { createContext, useContext, type ComponentType, type ReactNode } from "react";

type ListRef = { list: { id: string; name: string } };

/**
 * What a list's page shows of messaging: the actions that email or text the list, and the messages
 * sent to it. Messaging sits above the CRM (it targets CRM contacts), so the CRM doesn't import it:
 * the lists page's route (src/app/…/data/crm-lists) hands messaging's components in.
 */
export type ListMessaging = { Actions: ComponentType<ListRef>; Sends: ComponentType<ListRef> };

const ListMessagingContext = createContext<ListMessaging | null>(null);

export function ListMessagingProvider({ value, children }: { value: ListMessaging; children: ReactNode }) {
  return <ListMessagingContext.Provider value={value}>{children}</ListMessagingContext.Provider>;
}

export function useListMessaging(): ListMessaging {
  const given = useContext(ListMessagingContext);
  if (!given) throw new Error("The CRM's list messaging isn't wired: render the CRM page inside <ListMessagingProvider> (its route file does).");
  return given;
}
