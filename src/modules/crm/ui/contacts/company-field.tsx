"use client";

import { Building2, Link2Off } from "lucide-react";
import { useDeferredValue } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useCompanySearch } from "../../hooks/use-companies";

/**
 * The company as typed, and the company record it is linked to: typing offers matching records to
 * link; a linked record can be unlinked (the typed name stays).
 */
export function CompanyField({
  name,
  companyId,
  linkedName,
  onChange,
  error,
  disabled,
}: {
  name: string;
  companyId: string | null;
  linkedName: string | null;
  onChange: (next: { companyName: string; companyId: string | null }) => void;
  error?: string;
  disabled?: boolean;
}) {
  const search = useDeferredValue(name.trim());
  const matches = useCompanySearch(search, { enabled: !disabled && !companyId && search.length >= 2, limit: 5 });
  const offers = (matches.data?.rows ?? []).filter((c) => c.id !== companyId);
  return (
    <div className="grid gap-1.5">
      <Field label="Company" htmlFor="contact-companyName" error={error}>
        <Input value={name} onChange={(e) => onChange({ companyName: e.target.value, companyId })} autoComplete="off" disabled={disabled} />
      </Field>
      {companyId ? (
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Building2 aria-hidden className="size-3.5" /> Linked to the company record <span className="font-medium text-foreground">{linkedName ?? name}</span>
          {!disabled && (
            <Button type="button" size="sm" variant="ghost" className="h-6 px-2" onClick={() => onChange({ companyName: name, companyId: null })}>
              <Link2Off aria-hidden /> Unlink
            </Button>
          )}
        </p>
      ) : (
        offers.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Company records to link">
            {offers.map((c) => (
              <li key={c.id}>
                <Button type="button" size="sm" variant="outline" className="h-7" onClick={() => onChange({ companyName: c.name, companyId: c.id })}>
                  <Building2 aria-hidden /> Link {c.name}
                  {c.domain ? <span className="text-muted-foreground">({c.domain})</span> : null}
                </Button>
              </li>
            ))}
          </ul>
        )
      )}
    </div>
  );
}
