"use client";

import { signIn } from "../session";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { authErrorMessage } from "../auth-errors";
import { resetLinkRefusals, type ResetLinkStatus } from "../contracts/password.constants";
import { useResetLink, useResetPassword } from "../hooks/use-account";
import { AuthCard, FormAlert } from "./auth-card";
import { FormNotice } from "./form-notice";

const HOME = "/marketing-dashboard/home";

/** The page a reset link opens: choose a new password, then go in signed in. */
export function ResetPasswordView({ token }: { token: string }) {
  const { data: link } = useResetLink(token);
  if (link.status !== "valid" || !link.email) return <LinkRefused status={link.status === "valid" ? "invalid" : link.status} />;
  return <NewPasswordForm token={token} email={link.email} />;
}

function LinkRefused({ status }: { status: Exclude<ResetLinkStatus, "valid"> }) {
  return (
    <AuthCard title="Reset your password">
      <FormAlert>{resetLinkRefusals[status]}</FormAlert>
      <Button asChild>
        <Link href="/auth/forgot-password">Ask for a new link</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/auth/signin">Go to sign in</Link>
      </Button>
    </AuthCard>
  );
}

function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const form = useContractForm(() => import("../contracts/password.contracts").then((m) => m.resetPasswordInput), {
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const [refused, setRefused] = useState(false);
  const [signInProblem, setSignInProblem] = useState<string | null>(null);
  const [navigating, setNavigating] = useState(false);
  const reset = useResetPassword();
  const formError = form.formState.errors.root?.server?.message;

  const onSubmit = form.submit(async (values) => {
    setRefused(false);
    let done: { email: string };
    try {
      done = await reset.mutateAsync(values);
    } catch (error) {
      const e = error as { data?: { code?: string; fieldErrors?: Record<string, unknown> | null } };
      // The link itself was refused (used meanwhile, expired): offer a new one.
      setRefused(e.data?.code === "BAD_REQUEST" && Object.keys(e.data.fieldErrors ?? {}).length === 0);
      throw error;
    }
    const result = await signIn("credentials", { email: done.email, password: values.password, redirect: false });
    if (!result?.ok || result.error) return setSignInProblem(authErrorMessage(result?.error ?? "Default"));
    setNavigating(true);
    router.replace(HOME);
    router.refresh();
  });

  if (signInProblem) {
    return (
      <AuthCard title="Password changed">
        <FormNotice>Your new password is set and every other session was signed out.</FormNotice>
        <FormAlert>We couldn't sign you in right away: {signInProblem}</FormAlert>
        <Button asChild>
          <Link href="/auth/signin">Sign in with the new password</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" description={`For ${email}. Every device signed in to this account will be signed out.`}>
      {formError && <FormAlert>{formError}</FormAlert>}
      {refused && (
        <Button asChild variant="outline">
          <Link href="/auth/forgot-password">Ask for a new link</Link>
        </Button>
      )}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Choose a new password">
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormField form={form} name="password" label="New password" htmlFor="password" hint="At least 10 characters." required>
          <Input type="password" autoComplete="new-password" autoFocus {...form.register("password")} />
        </FormField>
        <FormField form={form} name="confirmPassword" label="Confirm new password" htmlFor="confirmPassword" required>
          <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
        <Button type="submit" loading={form.formState.isSubmitting || navigating}>
          Set new password and sign in
        </Button>
      </form>
    </AuthCard>
  );
}
