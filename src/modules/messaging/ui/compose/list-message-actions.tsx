"use client";

import { useSuspenseQuery } from "@tanstack/react-query";
import { Mail, MessageSquareText } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { can } from "@/modules/identity/client";
import { useTRPC } from "@/trpc/client";
import { useSendParam } from "../sends/use-send-param";
import { newEmailDraft, type EmailDraft } from "./email-draft";
import { EmailComposeDialog } from "./email-compose-dialog";
import { newSmsDraft, SmsComposeDialog, type SmsDraft } from "./sms-compose-dialog";

/**
 * "Email this list" and "Text this list" on a CRM list, for roles that may send. Drafts live here, so
 * closing a dialog (or a refusal from the server) loses nothing; a sent message opens in the sends panel.
 */
export function ListMessageActions({ list }: { list: { id: string; name: string } }) {
  const trpc = useTRPC();
  const { data: workspace } = useSuspenseQuery(trpc.identity.workspaces.current.queryOptions());
  const [, openSend] = useSendParam();
  const [open, setOpen] = useState<"email" | "sms" | null>(null);
  const [email, setEmail] = useState<EmailDraft>(() => newEmailDraft(list.name, { fromName: workspace.name }));
  const [sms, setSms] = useState<SmsDraft>(() => newSmsDraft(list.name));
  const onEmail = useCallback((update: (d: EmailDraft) => EmailDraft) => setEmail(update), []);
  const onSms = useCallback((update: (d: SmsDraft) => SmsDraft) => setSms(update), []);

  if (!can(workspace.role, "messaging.send")) return null;
  const sent = (sendId: string) => {
    if (open === "email") setEmail(newEmailDraft(list.name, { fromName: workspace.name }));
    else setSms(newSmsDraft(list.name));
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
      <EmailComposeDialog list={list} open={open === "email"} onOpenChange={(o) => setOpen(o ? "email" : null)} draft={email} onDraft={onEmail} onSent={sent} />
      <SmsComposeDialog list={list} open={open === "sms"} onOpenChange={(o) => setOpen(o ? "sms" : null)} draft={sms} onDraft={onSms} onSent={sent} />
    </>
  );
}
