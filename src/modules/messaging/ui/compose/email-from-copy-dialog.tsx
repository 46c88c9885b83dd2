"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useContractForm } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { formatCount } from "@/lib/format";
import { useCurrentWorkspace } from "@/modules/identity/client";
import { emailDraftInput } from "../../contracts/sends.contracts";
import { useListsToEmail } from "../../hooks/use-sends";
import { EmailComposeDialog } from "./email-compose-dialog";
import { bodyWithPreheader, type EmailCopy } from "./email-copy";
import { newEmailDraft, type EmailDraft } from "./email-draft";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; initial: EmailCopy };

/**
 * "Use in a campaign": choose a CRM list, then the email compose dialog opens with the copy's
 * subject, preheader and body in it (HTML mode), ready to check and send to that list.
 */
export function EmailFromCopyDialog({ open, onOpenChange, initial }: Props) {
  const [list, setList] = useState<{ id: string; name: string } | null>(null);
  if (list) return <Compose list={list} initial={initial} onClose={() => (setList(null), onOpenChange(false))} />;
  return <ChooseList open={open} onOpenChange={onOpenChange} onChosen={setList} />;
}

function ChooseList({
  open,
  onOpenChange,
  onChosen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChosen: (list: { id: string; name: string }) => void;
}) {
  const { data: lists, isPending, isError } = useListsToEmail(open);
  const [chosen, setChosen] = useState("");
  const pick = chosen || lists?.[0]?.id || "";
  const list = lists?.find((l) => l.id === pick);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Use in a campaign</DialogTitle>
          <DialogDescription>Choose who receives it. You check the sender, the body and the audience before anything is sent.</DialogDescription>
        </DialogHeader>
        {isPending ? (
          <p className="text-sm text-muted-foreground">Loading your lists…</p>
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            Couldn&apos;t load your lists. Try again in a moment.
          </p>
        ) : lists.length === 0 ? (
          <p className="text-sm">You have no CRM list or segment yet. Make one in Contacts and lists first.</p>
        ) : (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="email-copy-list">List or segment</Label>
            <NativeSelect id="email-copy-list" value={pick} onChange={(e) => setChosen(e.target.value)}>
              {lists.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                  {l.memberCount === null ? "" : ` (${formatCount(l.memberCount)})`}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" disabled={!list} onClick={() => list && onChosen({ id: list.id, name: list.name })}>
            Continue
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Compose({ list, initial, onClose }: { list: { id: string; name: string }; initial: EmailCopy; onClose: () => void }) {
  const { data: workspace } = useCurrentWorkspace();
  const draft: EmailDraft = {
    ...newEmailDraft(list.name, { fromName: workspace.name }),
    name: initial.name.slice(0, 200),
    subject: initial.subject,
    mode: "html",
    body: bodyWithPreheader(initial),
  };
  const form = useContractForm(emailDraftInput, { defaultValues: draft });
  return <EmailComposeDialog list={list} open onOpenChange={(o) => !o && onClose()} form={form} onSent={onClose} />;
}
