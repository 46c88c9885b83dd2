"use client";

import { Send } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { CopyFields } from "./copy-model";

/** Messaging's compose dialog, loaded when someone asks for it. */
const EmailFromCopyDialog = dynamic(() => import("@/modules/messaging/client").then((m) => m.EmailFromCopyDialog), { ssr: false });

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** "Use in a campaign" on an email: messaging's compose dialog with the copy's subject, preheader and body. */
export function UseInCampaign({ title, fields }: { title: string; fields: CopyFields }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)} disabled={!str(fields.subject).trim() || !str(fields.body).trim()}>
        <Send aria-hidden /> Use in a campaign
      </Button>
      {open && (
        <EmailFromCopyDialog
          open={open}
          onOpenChange={setOpen}
          initial={{ name: title || "Email from the copy library", subject: str(fields.subject), preheader: str(fields.preheader), body: str(fields.body) }}
        />
      )}
    </>
  );
}
