"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { signIn, signOut } from "./auth-client";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { changePasswordInput, NO_PASSWORD_MESSAGE } from "../contracts/password.contracts";

const empty = { currentPassword: "", password: "", confirmPassword: "" };

/**
 * Change password (account menu). Success signs out every other device; this browser signs in
 * again with the new password at once, so the person stays signed in here.
 */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const trpc = useTRPC();
  const status = useQuery({ ...trpc.identity.password.status.queryOptions(), enabled: open });
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby="change-password-description">
        <DialogHeader>
          <DialogTitle>Change password</DialogTitle>
          <DialogDescription id="change-password-description">Other devices signed in to your account will be signed out. You stay signed in here.</DialogDescription>
        </DialogHeader>
        {status.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        ) : status.isError ? (
          <Blocked message={status.error.message} onClose={close} onRetry={() => void status.refetch()} />
        ) : !status.data.hasPassword ? (
          <Blocked message={NO_PASSWORD_MESSAGE} onClose={close} />
        ) : (
          <ChangePasswordForm onDone={close} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Blocked({ message, onClose, onRetry }: { message: string; onClose: () => void; onRetry?: () => void }) {
  return (
    <>
      <p role="status" className="rounded-md border bg-muted/50 px-3 py-2 text-sm">
        {message}
      </p>
      <DialogFooter>
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogFooter>
    </>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const change = useMutation(trpc.identity.password.change.mutationOptions({ meta: { silent: true } }));
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validate(changePasswordInput, values);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    let done: { email: string };
    try {
      done = await change.mutateAsync(checked.data);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError((error as Error).message);
      return;
    }
    // The change ended every session, this one too: sign in again here with the new password.
    setSigningIn(true);
    const result = await signIn("credentials", { email: done.email, password: checked.data.password, redirect: false });
    setSigningIn(false);
    if (!result?.ok || result.error) {
      toast.error("Password changed. Sign in again with your new password.");
      await signOut({ callbackUrl: "/auth/signin" });
      return;
    }
    setValues(empty);
    onDone();
    toast.success("Password changed. Other devices were signed out.");
    router.refresh();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Change password">
      {formError && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {formError}
        </p>
      )}
      <Field label="Current password" htmlFor="current-password" error={errors.currentPassword} required>
        <Input type="password" autoComplete="current-password" autoFocus value={values.currentPassword} onChange={set("currentPassword")} />
      </Field>
      <Field label="New password" htmlFor="new-password" error={errors.password} hint="At least 10 characters." required>
        <Input type="password" autoComplete="new-password" value={values.password} onChange={set("password")} />
      </Field>
      <Field label="Confirm new password" htmlFor="confirm-new-password" error={errors.confirmPassword} required>
        <Input type="password" autoComplete="new-password" value={values.confirmPassword} onChange={set("confirmPassword")} />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={change.isPending || signingIn}>
          Cancel
        </Button>
        <Button type="submit" loading={change.isPending || signingIn}>
          Change password
        </Button>
      </DialogFooter>
    </form>
  );
}
