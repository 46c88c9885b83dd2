"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormRootError, useContractForm } from "@/components/ui/form";
import type { CompanyProfile } from "../../contracts/company-profile.contracts";
import { useSaveCompanyProfile } from "../../hooks/use-company-profile";
import type { LogoType } from "../../logo-type";
import { CompanySection } from "./company-section";
import type { SectionProps } from "./form-kit";
import { LogoUpload } from "./logo-upload";
import { messagesByPath } from "./messages-by-path";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * The sections under the company's own (products, audiences, competitors, voice, colours) are each
 * their own chunk, loaded once the page is up: the page's first load carries the form and its first
 * section only.
 */
const loading = () => <Skeleton className="h-32 w-full" />;
const ProductsSection = dynamic(() => import("./list-sections").then((m) => m.ProductsSection), { ssr: false, loading });
const AudiencesSection = dynamic(() => import("./list-sections").then((m) => m.AudiencesSection), { ssr: false, loading });
const CompetitorsSection = dynamic(() => import("./list-sections").then((m) => m.CompetitorsSection), { ssr: false, loading });
const ToneSection = dynamic(() => import("./voice-sections").then((m) => m.ToneSection), { ssr: false, loading });
const WordsSection = dynamic(() => import("./voice-sections").then((m) => m.WordsSection), { ssr: false, loading });
const BrandColors = dynamic(() => import("./brand-colors").then((m) => m.BrandColors), { ssr: false, loading });

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

/** The whole profile as one form with one Save button; the logo saves on its own. */
export function CompanyProfileForm({ profile, logo, readOnly }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useContractForm(() => import("../../contracts/company-profile.contracts").then((m) => m.companyProfileInput), { defaultValues: profile });
  const [saved, setSaved] = useState<CompanyProfile>(profile);
  const draft = form.watch() as CompanyProfile;
  const errors = messagesByPath(form.formState.errors);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const save = useSaveCompanyProfile({
    meta: { silent: true },
    onSuccess: (page) => {
      form.reset(page.profile);
      setSaved(page.profile);
    },
  });
  const { submitCount } = form.formState;

  // After a refused save, take the person to the first field that needs them.
  useEffect(() => {
    const first = submitCount > 0 ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: "center" });
  }, [submitCount]);

  // Leaving with unsaved changes (reload, close, typed address) asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  // An edit drops the message it made stale: the edited field's (a whole list's, for a list change).
  const set: SectionProps["set"] = (key, value, path = key) => {
    form.setValue(key, value as never, { shouldDirty: true });
    if (errors[path] || Object.keys(errors).some((k) => k.startsWith(`${path}.`))) form.clearErrors(path as never);
    if (path !== key && errors[key]) form.clearErrors(key);
  };

  const onSubmit = form.submit((values) => save.mutateAsync(values));
  const pending = form.formState.isSubmitting;

  const props: SectionProps = { draft, set, errors, readOnly };
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Company profile" className="flex flex-col gap-6">
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
      <FormRootError form={form} />
      {!readOnly && (
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:rounded-lg sm:border sm:px-5">
          <Button type="submit" disabled={!dirty} loading={pending}>
            Save profile
          </Button>
          {dirty && (
            <Button variant="ghost" onClick={() => form.reset(saved)} disabled={pending}>
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
