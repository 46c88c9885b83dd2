"use client";

import { formatCount } from "@/lib/format";
import { useFormStats } from "../../hooks/use-forms";

/** Visitors who started the form → of them, those who sent it, over the last 30 days. */
export function FormConversion({ formId }: { formId: string }) {
  const { data } = useFormStats(formId);
  if (!data) return <span className="text-muted-foreground">…</span>;
  if (data.started === 0) return <span className="text-muted-foreground">No visits yet</span>;
  const rate = data.conversionRate === null ? "" : ` (${Math.round(data.conversionRate * 100)}%)`;
  return (
    <span>
      {formatCount(data.started)} → {formatCount(data.converted)}
      {rate}
    </span>
  );
}
