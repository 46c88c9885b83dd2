"use client";

import { signIn } from "../session";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { authErrorMessage } from "../auth-errors";
import { NEWSLETTER_CONSENT_WORDING, NEWSLETTER_HINT } from "../contracts/newsletter.constants";
import { useSignUp } from "../hooks/use-account";
import { AuthCard, FormAlert } from "./auth-card";

/** `newsletter`: the product newsletter is set up, so the form offers it (unticked). */
export function SignUpView({ newsletter = false }: { newsletter?: boolean }) {
  const router = useRouter();
  const form = useContractForm(() => import("../contracts/identity.contracts").then((m) => m.signUpInput), {
    defaultValues: { name: "", email: "", password: "", workspaceName: "", newsletter: false },
  });
  const [navigating, setNavigating] = useState(false);
  const signUp = useSignUp();
  const formError = form.formState.errors.root?.server?.message;

  const onSubmit = form.submit(async (values) => {
    await signUp.mutateAsync({ ...values, newsletter: newsletter && values.newsletter === true });
    const result = await signIn("credentials", { email: values.email, password: values.password, redirect: false });
    if (!result?.ok || result.error) throw new Error(authErrorMessage(result?.error ?? "Default") ?? undefined);
    setNavigating(true);
    router.replace("/marketing-dashboard/home");
    router.refresh();
  });

  return (
    <AuthCard title="Create your account" description="Your account comes with a workspace for your brand.">
      {formError && <FormAlert>{formError}</FormAlert>}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Create an account">
        <FormField form={form} name="name" label="Your name" htmlFor="name" required>
          <Input autoComplete="name" {...form.register("name")} />
        </FormField>
        <FormField form={form} name="email" label="Work email" htmlFor="email" required>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
        <FormField form={form} name="password" label="Password" htmlFor="password" hint="At least 10 characters." required>
          <Input type="password" autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField form={form} name="workspaceName" label="Company or brand name" htmlFor="workspaceName" hint="It names your first workspace." required>
          <Input autoComplete="organization" {...form.register("workspaceName")} />
        </FormField>
        {newsletter && (
          <div className="flex items-start gap-2">
            <input id="newsletter" type="checkbox" className="mt-1 size-4 accent-primary" aria-describedby="newsletter-hint" {...form.register("newsletter")} />
            <div className="flex flex-col gap-0.5">
              <label htmlFor="newsletter" className="text-sm font-medium">
                {NEWSLETTER_CONSENT_WORDING}
              </label>
              <p id="newsletter-hint" className="text-sm text-muted-foreground">
                {NEWSLETTER_HINT}
              </p>
            </div>
          </div>
        )}
        <Button type="submit" loading={form.formState.isSubmitting || navigating}>
          Create account
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link className="font-medium text-primary underline-offset-4 hover:underline" href="/auth/signin">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
