"use client";

import { MailCheck } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { AdminNote } from "@/components/ui/admin-note";
import { Button } from "@/components/ui/button";
import { FormField, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useRequestPasswordReset } from "../hooks/use-account";
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
export function ForgotPasswordView({ mailOffHint, mailOffAdminStep }: { mailOffHint: string | null; mailOffAdminStep?: string }) {
  const form = useContractForm(() => import("../contracts/password.contracts").then((m) => m.requestResetInput), { defaultValues: { email: "" } });
  const [answer, setAnswer] = useState<{ mailEnabled: boolean; message: string } | null>(null);
  const request = useRequestPasswordReset();
  const offHint = mailOffHint ?? (answer && !answer.mailEnabled ? answer.message : null);
  const formError = form.formState.errors.root?.server?.message;
  const email = form.getValues("email");
  const onSubmit = form.submit(async (values) => setAnswer(await request.mutateAsync(values)));

  if (offHint) {
    return (
      <AuthCard title="Reset your password" description="We can't send a reset link from this server right now.">
        <FormAlert>{offHint}</FormAlert>
        <p className="text-sm text-muted-foreground">
          Until then, ask your administrator to set a new password for you, or sign in with another method if you have one.
        </p>
        {mailOffAdminStep ? (
          <AdminNote>
            <p>{mailOffAdminStep}</p>
          </AdminNote>
        ) : null}
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
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Ask for a password reset link">
        <FormField form={form} name="email" label="Email" htmlFor="email" required>
          <Input type="email" autoComplete="email" autoFocus {...form.register("email")} />
        </FormField>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Send reset link
        </Button>
      </form>
      <BackToSignIn />
    </AuthCard>
  );
}
