"use client";

import { useSuspenseQuery } from "@tanstack/react-query";
import { can } from "@/modules/identity/client";
import { useTRPC } from "@/trpc/client";
import { ListSendsPanel } from "./list-sends-panel";
import { SendDetailSheet } from "./send-detail-sheet";
import { useSendParam } from "./use-send-param";

/** A CRM list's sends and the one chosen (?send=<id>), for roles that may see messaging. */
export function ListSendsSection({ list }: { list: { id: string; name: string } }) {
  const trpc = useTRPC();
  const { data: workspace } = useSuspenseQuery(trpc.identity.workspaces.current.queryOptions());
  const [sendId, openSend] = useSendParam();
  if (!can(workspace.role, "messaging.read")) return null;
  return (
    <>
      <ListSendsPanel listId={list.id} listName={list.name} onOpen={openSend} />
      <SendDetailSheet sendId={sendId} canSend={can(workspace.role, "messaging.send")} onClose={() => openSend(null)} />
    </>
  );
}
