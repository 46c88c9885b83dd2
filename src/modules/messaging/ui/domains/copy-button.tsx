"use client";

import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/** Copies a value to the clipboard; its label names what ("Copy DKIM value"). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      toast.error("Couldn't copy. Select the text and copy it yourself.");
    }
  }
  return (
    <Button type="button" size="icon" variant="ghost" aria-label={label} title={label} onClick={() => void copy()} className="size-8">
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
    </Button>
  );
}
