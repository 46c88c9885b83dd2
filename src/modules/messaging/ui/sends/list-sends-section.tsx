"use client";

import { can, useCurrentWorkspace } from "@/modules/identity/client";
import { ListSendsPanel } from "./list-sends-panel";
import { SendDetailSheet } from "./send-detail-sheet";
import { useSendParam } from "./use-send-param";

/** A CRM list's sends and the one chosen (?send=<id>), for roles that may see messaging. */
export function ListSendsSection({ list }: { list: { id: string; name: string } }) {
  const { data: workspace } = useCurrentWorkspace();
  const [sendId, openSend] = useSendParam();
  if (!can(workspace.role, "messaging.read")) return null;
  return (
    <>
      <ListSendsPanel listId={list.id} listName={list.name} onOpen={openSend} />
      <SendDetailSheet sendId={sendId} canSend={can(workspace.role, "messaging.send")} onClose={() => openSend(null)} />
    </>
  );
}
