"use client";

import { useMutation } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { requestResetInput } from "../contracts/password.contracts";
import { AuthCard, FormAlert } from "./auth-card";
import { FormNotice } from "./form-notice";

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

function BackToSignIn() {
  return (
    <p className="text-center text-sm text-muted-foreground">
      Remembered it?{" "}
      <Link className={linkClass} href="/auth/signin">
        Back to sign in
      </Link>
    </p>
  );
}

/** "Forgot your password?": asks for the email and always answers the same. */
export function ForgotPasswordView({ mailOffHint }: { mailOffHint: string | null }) {
  const trpc = useTRPC();
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ mailEnabled: boolean; message: string } | null>(null);
  const request = useMutation(trpc.identity.password.requestReset.mutationOptions({ meta: { silent: true } }));
  const offHint = mailOffHint ?? (answer && !answer.mailEnabled ? answer.message : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validate(requestResetInput, { email });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      setAnswer(await request.mutateAsync(checked.data));
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError((error as Error).message);
    }
  }

  if (offHint) {
    return (
      <AuthCard title="Reset your password" description="We can't send a reset link from this server right now.">
        <FormAlert>{offHint}</FormAlert>
        <p className="text-sm text-muted-foreground">Until then, ask your administrator to set a new password for you, or sign in with another method if you have one.</p>
        <BackToSignIn />
      </AuthCard>
    );
  }

  if (answer) {
    return (
      <AuthCard title="Check your email" description={email.trim().toLowerCase()}>
        <FormNotice>
          <span className="flex gap-2">
            <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {answer.message}
          </span>
        </FormNotice>
        <p className="text-sm text-muted-foreground">Nothing after a few minutes? Check your spam folder and that the address is the one you signed up with.</p>
        <Button variant="outline" onClick={() => setAnswer(null)}>
          Use another email or send again
        </Button>
        <BackToSignIn />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot your password?" description="Enter the email you sign in with and we'll send you a link to choose a new password.">
      {formError && <FormAlert>{formError}</FormAlert>}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Ask for a password reset link">
        <Field label="Email" htmlFor="email" error={errors.email} required>
          <Input type="email" autoComplete="email" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Button type="submit" loading={request.isPending}>
          Send reset link
        </Button>
      </form>
      <BackToSignIn />
    </AuthCard>
  );
}
