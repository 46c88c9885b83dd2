"use client";

import { useMutation } from "@tanstack/react-query";
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
import { signUpInput } from "../contracts/identity.contracts";
import { AuthCard, FormAlert } from "./auth-card";

export function SignUpView() {
  const trpc = useTRPC();
  const router = useRouter();
  const [values, setValues] = useState({ name: "", email: "", password: "", workspaceName: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const signUp = useMutation(trpc.identity.signUp.mutationOptions({ meta: { silent: true } }));
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validate(signUpInput, values);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      await signUp.mutateAsync(checked.data);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError((error as Error).message);
      return;
    }
    setSigningIn(true);
    const result = await signIn("credentials", { email: checked.data.email, password: checked.data.password, redirect: false });
    if (!result?.ok || result.error) {
      setSigningIn(false);
      setFormError(authErrorMessage(result?.error ?? "Default"));
      return;
    }
    router.replace("/marketing-dashboard/home");
    router.refresh();
  }

  return (
    <AuthCard title="Create your account" description="Your account comes with a workspace for your brand.">
      {formError && <FormAlert>{formError}</FormAlert>}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Create an account">
        <Field label="Your name" htmlFor="name" error={errors.name} required>
          <Input autoComplete="name" value={values.name} onChange={set("name")} />
        </Field>
        <Field label="Work email" htmlFor="email" error={errors.email} required>
          <Input type="email" autoComplete="email" value={values.email} onChange={set("email")} />
        </Field>
        <Field label="Password" htmlFor="password" error={errors.password} hint="At least 10 characters." required>
          <Input type="password" autoComplete="new-password" value={values.password} onChange={set("password")} />
        </Field>
        <Field label="Company or brand name" htmlFor="workspaceName" error={errors.workspaceName} hint="It names your first workspace." required>
          <Input autoComplete="organization" value={values.workspaceName} onChange={set("workspaceName")} />
        </Field>
        <Button type="submit" loading={signUp.isPending || signingIn}>
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
