"use client";

import { signIn } from "../session";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

/** "Email me a sign-in link": next-auth's email provider; the page after it says to check the mail. */
export function EmailLinkForm({ providerId, callbackUrl }: { providerId: string; callbackUrl: string }) {
  const form = useContractForm(() => import("../contracts/magic-link.contracts").then((m) => m.emailLinkInput), { defaultValues: { email: "" } });
  const [leaving, setLeaving] = useState(false);
  const onSubmit = form.submit(async ({ email }) => {
    setLeaving(true);
    // next-auth stores the one-time token and goes on to the "check your email" page.
    await signIn(providerId, { email, callbackUrl });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Email me a sign-in link">
      <FormField form={form} name="email" label="Email for a sign-in link" htmlFor="link-email">
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <FormRootError form={form} />
      <Button type="submit" variant="outline" loading={form.formState.isSubmitting || leaving}>
        Email me a sign-in link
      </Button>
    </form>
  );
}
