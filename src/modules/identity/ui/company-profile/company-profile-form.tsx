"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validateNested, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { companyProfileInput, type CompanyProfile } from "../../contracts/company-profile.contracts";
import type { LogoType } from "../../logo-type";
import { BrandColors } from "./brand-colors";
import { CompanySection } from "./company-section";
import type { SectionProps } from "./form-kit";
import { AudiencesSection, CompetitorsSection, ProductsSection } from "./list-sections";
import { LogoUpload } from "./logo-upload";
import { ToneSection, WordsSection } from "./voice-sections";

type Props = {
  profile: CompanyProfile;
  logo: { contentType: LogoType; byteSize: number; updatedAt: Date } | null;
  readOnly: boolean;
};

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Drops the messages an edit made stale: the edited field's, and for a list change all of that list's. */
function clearErrors(errors: FieldErrors, key: string, path: string): FieldErrors {
  const stale = (k: string) => k === path || k === key || (path === key && k.startsWith(`${key}.`));
  return Object.keys(errors).some(stale) ? Object.fromEntries(Object.entries(errors).filter(([k]) => !stale(k))) : errors;
}

/** The whole profile as one form with one Save button; the logo saves on its own. */
export function CompanyProfileForm({ profile, logo, readOnly }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<CompanyProfile>(profile);
  const [saved, setSaved] = useState<CompanyProfile>(profile);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);

  const save = useMutation(
    trpc.identity.companyProfile.save.mutationOptions({
      meta: { silent: true },
      onSuccess: async (page) => {
        queryClient.setQueryData(trpc.identity.companyProfile.get.queryKey(), page);
        setDraft(page.profile);
        setSaved(page.profile);
        setErrors({});
        toast.success("Company profile saved.");
        await queryClient.invalidateQueries({ queryKey: trpc.home.checklist.queryKey() });
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (Object.keys(fields).length === 0) return void toast.error(error.message);
        setErrors(fields);
        setAttempt((n) => n + 1);
      },
    }),
  );

  // After a refused save, take the person to the first field that needs them.
  useEffect(() => {
    const first = attempt > 0 ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: "center" });
  }, [attempt]);

  // Leaving with unsaved changes (reload, close, typed address) asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const set: SectionProps["set"] = (key, value, path = key) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => clearErrors(e, key, path));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateNested(companyProfileInput, draft);
    if (checked.errors) {
      setErrors(checked.errors);
      setAttempt((n) => n + 1);
      return;
    }
    save.mutate(checked.data);
  }

  const props: SectionProps = { draft, set, errors, readOnly };
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Company profile" className="flex flex-col gap-6">
      <Section title="Company" description="Who you are, in a few words.">
        <CompanySection {...props} />
      </Section>
      <Section title="Products and services" description="What you sell, and the value each one brings.">
        <ProductsSection {...props} />
      </Section>
      <Section title="Audiences" description="The people you market to: who they are, what they struggle with and want.">
        <AudiencesSection {...props} />
      </Section>
      <Section title="Competitors" description="Who your customers compare you with, so the AI can set you apart.">
        <CompetitorsSection {...props} />
      </Section>
      <Section title="Tone of voice" description="How your brand sounds.">
        <ToneSection {...props} />
      </Section>
      <Section title="Words" description="The vocabulary the AI should lean on, and the words it must leave out.">
        <WordsSection {...props} />
      </Section>
      <Section title="Brand" description="Your logo and colours.">
        <div className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-medium">Logo</h3>
            <LogoUpload logo={logo} companyName={saved.companyName} readOnly={readOnly} />
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-medium">Colours</h3>
            <BrandColors {...props} />
          </div>
        </div>
      </Section>
      {!readOnly && (
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:rounded-lg sm:border sm:px-5">
          <Button type="submit" disabled={!dirty} loading={save.isPending}>
            Save profile
          </Button>
          {dirty && (
            <Button variant="ghost" onClick={() => (setDraft(saved), setErrors({}))} disabled={save.isPending}>
              Discard changes
            </Button>
          )}
          <p className="sr-only text-sm text-muted-foreground sm:not-sr-only" aria-live="polite">
            {dirty ? "You have unsaved changes." : "All changes saved."}
          </p>
        </div>
      )}
    </form>
  );
}
