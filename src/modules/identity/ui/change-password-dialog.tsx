"use client";

import { signIn, signOut } from "./auth-client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { NO_PASSWORD_MESSAGE } from "../contracts/password.constants";
import { useChangePassword, usePasswordStatus } from "../hooks/use-account";

const empty = { currentPassword: "", password: "", confirmPassword: "" };

/**
 * Change password (account menu). Success signs out every other device; this browser signs in
 * again with the new password at once, so the person stays signed in here.
 */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const status = usePasswordStatus(open);
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby="change-password-description">
        <DialogHeader>
          <DialogTitle>Change password</DialogTitle>
          <DialogDescription id="change-password-description">
            Other devices signed in to your account will be signed out. You stay signed in here.
          </DialogDescription>
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
  const router = useRouter();
  const form = useContractForm(() => import("../contracts/password.contracts").then((m) => m.changePasswordInput), { defaultValues: empty });
  const [signingIn, setSigningIn] = useState(false);
  const change = useChangePassword();
  const formError = form.formState.errors.root?.server?.message;

  const onSubmit = form.submit(async (values) => {
    const done = await change.mutateAsync(values);
    // The change ended every session, this one too: sign in again here with the new password.
    setSigningIn(true);
    const result = await signIn("credentials", { email: done.email, password: values.password, redirect: false });
    setSigningIn(false);
    if (!result?.ok || result.error) {
      toast.error("Password changed. Sign in again with your new password.");
      await signOut({ callbackUrl: "/auth/signin" });
      return;
    }
    form.reset(empty);
    onDone();
    toast.success("Password changed. Other devices were signed out.");
    router.refresh();
  });
  const pending = form.formState.isSubmitting || signingIn;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Change password">
      {formError && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {formError}
        </p>
      )}
      <FormField form={form} name="currentPassword" label="Current password" htmlFor="current-password" required>
        <Input type="password" autoComplete="current-password" autoFocus {...form.register("currentPassword")} />
      </FormField>
      <FormField form={form} name="password" label="New password" htmlFor="new-password" hint="At least 10 characters." required>
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormField form={form} name="confirmPassword" label="Confirm new password" htmlFor="confirm-new-password" required>
        <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          Change password
        </Button>
      </DialogFooter>
    </form>
  );
}
