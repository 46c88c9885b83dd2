"use client";

import { Download, Eraser } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { eraseContactInput } from "../../contracts/contacts.contracts";
import { useContactDataExport, useEraseContact } from "../../hooks/use-contacts";
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
export function GdprActions({
  contactId,
  name,
  canExport,
  canErase,
  onErased,
}: {
  contactId: string;
  name: string;
  canExport: boolean;
  canErase: boolean;
  onErased: () => void;
}) {
  const exportData = useContactDataExport();
  const [exporting, setExporting] = useState(false);
  const [erasing, setErasing] = useState(false);
  if (!canExport && !canErase) return null;

  async function download() {
    setExporting(true);
    try {
      const data = await exportData(contactId);
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
        <DialogContent>
          {erasing && <EraseForm contactId={contactId} name={name} onDone={() => (setErasing(false), onErased())} onCancel={() => setErasing(false)} />}
        </DialogContent>
      </Dialog>
    </section>
  );
}

function EraseForm({ contactId, name, onDone, onCancel }: { contactId: string; name: string; onDone: () => void; onCancel: () => void }) {
  const erase = useEraseContact({ meta: { silent: true }, onSuccess: onDone });
  const form = useContractForm(eraseContactInput, { defaultValues: { id: contactId } });
  const typed = form.watch("confirm");
  const onSubmit = form.submit((values) => erase.mutateAsync(values));
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>Erase {name}&apos;s personal data?</DialogTitle>
        <DialogDescription>
          Their name, email, phone, company, tags, custom values, timeline, list memberships and deal links are removed for good. An anonymous tombstone stays:
          a one-way hash of the email and the consent history, so the address stays suppressed. It can&apos;t be added or imported again, and no email or SMS
          reaches it. This can&apos;t be undone.
        </DialogDescription>
      </DialogHeader>
      <FormField form={form} name="confirm" label="Type ERASE to confirm" htmlFor="erase-confirm">
        <Input {...form.register("confirm")} autoComplete="off" spellCheck={false} autoFocus />
      </FormField>
      <FormRootError form={form} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={form.formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={typed !== "ERASE"} loading={form.formState.isSubmitting}>
          Erase personal data
        </Button>
      </DialogFooter>
    </form>
  );
}
