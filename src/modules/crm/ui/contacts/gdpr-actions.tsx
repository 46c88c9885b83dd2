"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, Eraser } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useTRPC } from "@/trpc/client";
import { exportFileName } from "./export-file-name";

function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GDPR: download everything about the person (crm.export), erase their personal data (crm.delete). */
export function GdprActions({ contactId, name, canExport, canErase, onErased }: { contactId: string; name: string; canExport: boolean; canErase: boolean; onErased: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const [erasing, setErasing] = useState(false);
  if (!canExport && !canErase) return null;

  async function download() {
    setExporting(true);
    try {
      const data = await queryClient.fetchQuery({ ...trpc.crm.contacts.exportData.queryOptions({ id: contactId }), staleTime: 0, gcTime: 0 });
      saveFile(exportFileName(name), JSON.stringify(data, null, 2));
    } catch (error) {
      toast.error((error as Error).message || "The export didn't work. Try again.");
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className="flex flex-col gap-3" aria-labelledby="privacy-heading">
      <h3 id="privacy-heading" className="text-base font-semibold">
        Privacy (GDPR)
      </h3>
      <div className="flex flex-wrap gap-2">
        {canExport && (
          <Button variant="outline" onClick={() => void download()} loading={exporting}>
            <Download aria-hidden /> Download data (JSON)
          </Button>
        )}
        {canErase && (
          <Button variant="outline" className="text-destructive" onClick={() => setErasing(true)}>
            <Eraser aria-hidden /> Erase personal data
          </Button>
        )}
      </div>
      <Dialog open={erasing} onOpenChange={setErasing}>
        <DialogContent>{erasing && <EraseForm contactId={contactId} name={name} onDone={() => (setErasing(false), onErased())} onCancel={() => setErasing(false)} />}</DialogContent>
      </Dialog>
    </section>
  );
}

function EraseForm({ contactId, name, onDone, onCancel }: { contactId: string; name: string; onDone: () => void; onCancel: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState("");
  const erase = useMutation(
    trpc.crm.contacts.erase.mutationOptions({
      onSuccess: async () => {
        toast.success("Personal data erased. The address stays suppressed.");
        onDone();
        await queryClient.invalidateQueries({ queryKey: trpc.crm.contacts.pathKey() });
      },
    }),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (typed === "ERASE") erase.mutate({ id: contactId, confirm: "ERASE" });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>Erase {name}&apos;s personal data?</DialogTitle>
        <DialogDescription>
          Their name, email, phone, company, tags, custom values, timeline, list memberships and deal links are removed for good. An anonymous tombstone stays: a one-way hash of
          the email and the consent history, so the address stays suppressed. It can&apos;t be added or imported again, and no email or SMS reaches it. This can&apos;t be undone.
        </DialogDescription>
      </DialogHeader>
      <Field label="Type ERASE to confirm" htmlFor="erase-confirm">
        <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} autoFocus />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={erase.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={typed !== "ERASE"} loading={erase.isPending}>
          Erase personal data
        </Button>
      </DialogFooter>
    </form>
  );
}
