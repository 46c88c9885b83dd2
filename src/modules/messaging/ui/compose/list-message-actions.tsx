"use client";

import { Mail, MessageSquareText } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useContractForm } from "@/components/ui/form";
import { can, useCurrentWorkspace } from "@/modules/identity/client";
import { emailDraftInput, smsDraftInput } from "../../contracts/sends.contracts";
import { useSendParam } from "../sends/use-send-param";
import { EmailComposeDialog } from "./email-compose-dialog";
import { newEmailDraft } from "./email-draft";
import { newSmsDraft, SmsComposeDialog } from "./sms-compose-dialog";

/**
 * "Email this list" and "Text this list" on a CRM list, for roles that may send. Drafts live here, so
 * closing a dialog (or a refusal from the server) loses nothing; a sent message opens in the sends panel.
 */
export function ListMessageActions({ list }: { list: { id: string; name: string } }) {
  const { data: workspace } = useCurrentWorkspace();
  const [, openSend] = useSendParam();
  const [open, setOpen] = useState<"email" | "sms" | null>(null);
  const email = useContractForm(emailDraftInput, { defaultValues: newEmailDraft(list.name, { fromName: workspace.name }) });
  const sms = useContractForm(smsDraftInput, { defaultValues: newSmsDraft(list.name) });

  if (!can(workspace.role, "messaging.send")) return null;
  const sent = (sendId: string) => {
    if (open === "email") email.reset(newEmailDraft(list.name, { fromName: workspace.name }));
    else sms.reset(newSmsDraft(list.name));
    setOpen(null);
    openSend(sendId);
  };

  return (
    <>
      <Button type="button" size="sm" onClick={() => setOpen("email")}>
        <Mail aria-hidden /> Email this list
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen("sms")}>
        <MessageSquareText aria-hidden /> Text this list
      </Button>
      <EmailComposeDialog list={list} open={open === "email"} onOpenChange={(o) => setOpen(o ? "email" : null)} form={email} onSent={sent} />
      <SmsComposeDialog list={list} open={open === "sms"} onOpenChange={(o) => setOpen(o ? "sms" : null)} form={sms} onSent={sent} />
    </>
  );
}
