"use client";

import { getProviders, signIn, type ClientSafeProvider } from "../session";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { authErrorMessage, safeCallbackPath } from "../auth-errors";
import { splitProviders } from "../sign-in-providers";
import { AuthCard, FormAlert } from "./auth-card";
import { EmailLinkForm } from "./email-link-form";

type Providers = Record<string, ClientSafeProvider>;

export function SignInView({ error, callbackUrl }: { error: string | null; callbackUrl: string | null }) {
  const router = useRouter();
  const [providers, setProviders] = useState<Providers | null>(null);
  const form = useContractForm(() => import("../contracts/identity.contracts").then((m) => m.signInInput), { defaultValues: { email: "", password: "" } });
  const [navigating, setNavigating] = useState(false);
  // The error next-auth sent back in the address, until the person tries again.
  const formError = form.formState.errors.root?.server?.message ?? (form.formState.submitCount === 0 ? authErrorMessage(error) : null);
  const target = typeof window === "undefined" ? "/marketing-dashboard/home" : safeCallbackPath(callbackUrl, window.location.origin);

  useEffect(() => {
    let live = true;
    void getProviders().then((list) => {
      if (!live) return;
      // Spec §5: if the provider list can't be fetched, go to the auth error page.
      if (!list) router.replace("/auth/error?error=ProvidersUnavailable");
      else setProviders(list as Providers);
    });
    return () => {
      live = false;
    };
  }, [router]);

  const onSubmit = form.submit(async ({ email, password }) => {
    const result = await signIn("credentials", { email, password, redirect: false, callbackUrl: target });
    if (!result || result.error || !result.ok) throw new Error(authErrorMessage(result?.error ?? "Default") ?? undefined);
    setNavigating(true);
    router.replace(safeCallbackPath(result.url, window.location.origin));
    router.refresh();
  });

  const { email: emailLink, others } = splitProviders(providers ?? {});

  return (
    <AuthCard title="Sign in" description="Welcome back to your marketing workspace.">
      {formError && <FormAlert>{formError}</FormAlert>}
      {providers === null ? (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading sign-in options">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      ) : (
        <>
          {providers.credentials && (
            <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Sign in with email and password">
              <FormField form={form} name="email" label="Email" htmlFor="email" required>
                <Input type="email" autoComplete="email" {...form.register("email")} />
              </FormField>
              <FormField form={form} name="password" label="Password" htmlFor="password" required>
                <Input type="password" autoComplete="current-password" {...form.register("password")} />
              </FormField>
              <Link className="-mt-2 self-end text-sm font-medium text-primary underline-offset-4 hover:underline" href="/auth/forgot-password">
                Forgot your password?
              </Link>
              <Button type="submit" loading={form.formState.isSubmitting || navigating}>
                Sign in
              </Button>
            </form>
          )}
          {emailLink && (
            <div className="flex flex-col gap-4">
              <p className="text-center text-xs uppercase tracking-wide text-muted-foreground">or</p>
              <EmailLinkForm providerId={emailLink.id} callbackUrl={target} />
            </div>
          )}
          {others.length > 0 && (
            <div className="flex flex-col gap-2">
              <p className="text-center text-xs uppercase tracking-wide text-muted-foreground">or</p>
              {others.map((provider) => (
                <Button key={provider.id} variant="outline" onClick={() => void signIn(provider.id, { callbackUrl: target })}>
                  Continue with {provider.name}
                </Button>
              ))}
            </div>
          )}
        </>
      )}
      <p className="text-center text-sm text-muted-foreground">
        New here?{" "}
        <Link
          className="font-medium text-primary underline-offset-4 hover:underline"
          href={`/auth/signup${callbackUrl ? `?callbackUrl=${encodeURIComponent(callbackUrl)}` : ""}`}
        >
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
