"use client";

import { ImageOff, Trash2, Upload } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { serverErrorsOf } from "@/components/ui/form";
import { useRemoveLogo, useUploadLogo } from "../../hooks/use-company-profile";
import { formatBytes, LOGO_TYPES_TEXT, logoTypes, MAX_LOGO_BYTES, type LogoType } from "../../logo-type";

type Logo = { contentType: LogoType; byteSize: number; updatedAt: Date } | null;

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(new Error("The file couldn't be read. Choose it again."));
    reader.readAsDataURL(file);
  });
}

/** Upload, replace or remove the workspace logo; each takes effect at once (not with Save). */
export function LogoUpload({ logo, companyName, readOnly }: { logo: Logo; companyName: string; readOnly: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const upload = useUploadLogo({ meta: { silent: true }, onSuccess: () => setError(undefined) });
  const remove = useRemoveLogo();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!(logoTypes as readonly string[]).includes(file.type)) return setError(`Upload a ${LOGO_TYPES_TEXT} image (SVG isn't accepted).`);
    if (file.size > MAX_LOGO_BYTES) return setError(`The logo must be 512 KB or smaller; this file is ${formatBytes(file.size)}.`);
    try {
      await upload.mutateAsync({ contentType: file.type as LogoType, file: await readAsBase64(file) });
    } catch (e) {
      // The file's own problem (too big, not an image) as the server put it, else what went wrong.
      const fields = Object.fromEntries(serverErrorsOf(e).fields);
      setError(fields.file ?? fields.contentType ?? (e as Error).message);
    }
  }

  const alt = `${companyName.trim() || "Workspace"} logo`;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="flex h-24 w-40 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-[repeating-conic-gradient(var(--color-muted)_0_25%,transparent_0_50%)] bg-[length:16px_16px] p-2">
        {logo ? (
          <img
            src={`/api/workspace-logo?v=${logo.updatedAt.getTime()}`}
            alt={alt}
            className="max-h-full max-w-full object-contain"
            data-testid="workspace-logo"
          />
        ) : (
          <span className="flex flex-col items-center gap-1 text-xs text-muted-foreground">
            <ImageOff className="size-5" aria-hidden /> No logo yet
          </span>
        )}
      </div>
      <div className="flex flex-col gap-2">
        {!readOnly && (
          <div className="flex flex-wrap gap-2">
            <input ref={inputRef} type="file" accept={logoTypes.join(",")} className="sr-only" tabIndex={-1} aria-label="Logo file" onChange={onFile} />
            <Button variant="outline" size="sm" loading={upload.isPending} onClick={() => inputRef.current?.click()}>
              <Upload aria-hidden /> {logo ? "Replace logo" : "Upload logo"}
            </Button>
            {logo && (
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden /> Remove logo
              </Button>
            )}
          </div>
        )}
        <p className="text-xs text-muted-foreground">
          {logo ? `${logo.contentType.replace("image/", "").toUpperCase()}, ${formatBytes(logo.byteSize)}. ` : ""}
          {readOnly ? "" : `${LOGO_TYPES_TEXT}, up to 512 KB. Saved as soon as you upload it.`}
        </p>
        {error && (
          <p role="alert" className="text-xs font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove the logo?"
        description="The AI and your workspace stop using it at once. You can upload it again later."
        confirmLabel="Remove logo"
        destructive
        onConfirm={() => remove.mutateAsync()}
      />
    </div>
  );
}
