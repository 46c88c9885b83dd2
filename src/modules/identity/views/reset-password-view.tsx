"use client";

import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { signIn } from "../session";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { authErrorMessage } from "../auth-errors";
import { resetLinkRefusals, resetPasswordInput, type ResetLinkStatus } from "../contracts/password.contracts";
import { AuthCard, FormAlert } from "./auth-card";
import { FormNotice } from "./form-notice";

const HOME = "/marketing-dashboard/home";

/** The page a reset link opens: choose a new password, then go in signed in. */
export function ResetPasswordView({ token }: { token: string }) {
  const trpc = useTRPC();
  const { data: link } = useSuspenseQuery(trpc.identity.password.inspectReset.queryOptions({ token }));
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
  const trpc = useTRPC();
  const router = useRouter();
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [signInProblem, setSignInProblem] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const reset = useMutation(trpc.identity.password.reset.mutationOptions({ meta: { silent: true } }));
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validate(resetPasswordInput, { token, ...values });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    let done: { email: string };
    try {
      done = await reset.mutateAsync(checked.data);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) {
        setFormError((error as Error).message);
        // The link itself was refused (used meanwhile, expired): offer a new one.
        setRefused((error as { data?: { code?: string } }).data?.code === "BAD_REQUEST");
      }
      return;
    }
    setSigningIn(true);
    const result = await signIn("credentials", { email: done.email, password: checked.data.password, redirect: false });
    if (!result?.ok || result.error) {
      setSigningIn(false);
      setSignInProblem(authErrorMessage(result?.error ?? "Default"));
      return;
    }
    router.replace(HOME);
    router.refresh();
  }

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
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Choose a new password">
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field label="New password" htmlFor="password" error={errors.password} hint="At least 10 characters." required>
          <Input type="password" autoComplete="new-password" autoFocus value={values.password} onChange={set("password")} />
        </Field>
        <Field label="Confirm new password" htmlFor="confirmPassword" error={errors.confirmPassword} required>
          <Input type="password" autoComplete="new-password" value={values.confirmPassword} onChange={set("confirmPassword")} />
        </Field>
        <Button type="submit" loading={reset.isPending || signingIn}>
          Set new password and sign in
        </Button>
      </form>
    </AuthCard>
  );
}
