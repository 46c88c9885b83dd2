"use client";

import { Copy, Gauge, MailWarning } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { AdminNote } from "@/components/ui/admin-note";
import { Button } from "@/components/ui/button";
import { FormField, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { notify, toast } from "@/components/ui/toast";
import { SUBSCRIPTION_HREF } from "@/lib/plan-links";
import { limitReached } from "@/trpc/query-client";
import { useCreateInvitation, useSeatCheck } from "../hooks/use-team";
import { roleHelp } from "./role-label";
import { LazyRoleSelect } from "./lazy-role-select";

export async function copyLink(link: string) {
  await navigator.clipboard.writeText(link).then(
    () => notify("Invitation link copied"),
    () => toast.error("Couldn't copy. Select the link and copy it yourself."),
  );
}

/** The invitation link to hand over yourself, when mail is off or failed. */
export function LinkToShare({ link, reason, adminStep }: { link: string; reason: string; adminStep?: string | null }) {
  return (
    <div role="status" className="flex flex-col gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
      <p className="flex items-start gap-2">
        <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden /> {reason}
      </p>
      {adminStep ? (
        <AdminNote>
          <p>{adminStep}</p>
        </AdminNote>
      ) : null}
      <div className="flex gap-2">
        <Input readOnly value={link} aria-label="Invitation link" onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" variant="outline" onClick={() => void copyLink(link)}>
          <Copy className="size-4" aria-hidden /> Copy
        </Button>
      </div>
    </div>
  );
}

/** An error without field messages is about the address (already a member, invited, refused). */
function onEmailField(error: unknown): never {
  const e = error as { message: string; data?: { fieldErrors?: Record<string, string[] | undefined> | null } };
  if (Object.values(e.data?.fieldErrors ?? {}).some((m) => m?.length)) throw error;
  throw { message: e.message, data: { fieldErrors: { email: [e.message] } } };
}

/** `mailOff`: why invitations aren't mailed (mail is off on this server), and the operator's step to turn it on. */
export function InviteForm({ mailOff }: { mailOff: { hint: string; adminStep: string } | null }) {
  const form = useContractForm(() => import("../contracts/team.contracts").then((m) => m.inviteInput), { defaultValues: { email: "", role: "member" } });
  const [share, setShare] = useState<{ link: string; reason: string; adminStep: string | null } | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const role = form.watch("role");
  // Said before anyone types: a full plan refuses team roles (Client access stays free).
  const seats = useSeatCheck();
  const full = seats.data && !seats.data.allowed && role !== "client" ? seats.data.message : null;
  const invite = useCreateInvitation({
    meta: { silent: true },
    onSuccess: (sent) => {
      form.resetField("email");
      setShare(
        sent.mailed
          ? null
          : {
              link: sent.link,
              reason: sent.mailError ?? `${mailOff?.hint ?? "Email sending is off."} Until then, send this link to ${sent.email} yourself.`,
              adminStep: sent.mailError ? null : (mailOff?.adminStep ?? null),
            },
      );
      setLimitMessage(null);
    },
  });
  const onSubmit = form.submit(async (values) => {
    try {
      await invite.mutateAsync(values);
    } catch (error) {
      // A full plan is said once, under the form, with the way to more seats.
      if (limitReached(error)) return setLimitMessage((error as Error).message);
      onEmailField(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Invite a teammate">
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
        <FormField form={form} name="email" label="Email" htmlFor="invite-email" required>
          <Input type="email" autoComplete="off" placeholder="colleague@company.com" {...form.register("email")} />
        </FormField>
        <FormField form={form} name="role" label="Role" htmlFor="invite-role" hint={roleHelp[role]}>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => <LazyRoleSelect id="invite-role" value={field.value} onChange={field.onChange} />}
          />
        </FormField>
        <Button type="submit" className="sm:mt-6" loading={form.formState.isSubmitting}>
          Send invitation
        </Button>
      </div>
      {(limitMessage ?? full) && (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm sm:flex-row sm:items-center"
          data-testid="seat-limit"
        >
          <Gauge className="size-4 shrink-0" aria-hidden />
          <p className="flex-1">{limitMessage ?? full}</p>
          <Link href={SUBSCRIPTION_HREF} className="font-medium underline underline-offset-4">
            See plans and add-ons
          </Link>
        </div>
      )}
      {share && <LinkToShare link={share.link} reason={share.reason} adminStep={share.adminStep} />}
    </form>
  );
}
