"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Copy, Gauge, MailWarning } from "lucide-react";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { notify, toast } from "@/components/ui/toast";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { SUBSCRIPTION_HREF } from "@/modules/billing/client";
import { limitReached } from "@/trpc/query-client";
import { useTRPC } from "@/trpc/client";
import { inviteInput } from "../contracts/team.contracts";
import { roleHelp } from "./role-label";
import { RoleSelect, type AssignableRole } from "./role-select";

export async function copyLink(link: string) {
  await navigator.clipboard.writeText(link).then(
    () => notify("Invitation link copied"),
    () => toast.error("Couldn't copy. Select the link and copy it yourself."),
  );
}

/** The invitation link to hand over yourself, when mail is off or failed. */
export function LinkToShare({ link, reason }: { link: string; reason: string }) {
  return (
    <div role="status" className="flex flex-col gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
      <p className="flex items-start gap-2">
        <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden /> {reason}
      </p>
      <div className="flex gap-2">
        <Input readOnly value={link} aria-label="Invitation link" onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" variant="outline" onClick={() => void copyLink(link)}>
          <Copy className="size-4" aria-hidden /> Copy
        </Button>
      </div>
    </div>
  );
}

export function InviteForm({ mailOffHint }: { mailOffHint: string | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<AssignableRole>("member");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [share, setShare] = useState<{ link: string; reason: string } | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  // Said before anyone types: a full plan refuses team roles (Client access stays free).
  const seats = useQuery(trpc.billing.check.queryOptions({ limit: "users", amount: 1 }));
  const full = seats.data && !seats.data.allowed && role !== "client" ? seats.data.message : null;
  const invite = useMutation(
    trpc.identity.invitations.create.mutationOptions({
      meta: { silent: true },
      onSuccess: async (sent) => {
        setEmail("");
        setShare(sent.mailed ? null : { link: sent.link, reason: sent.mailError ?? `${mailOffHint ?? "Email sending is off."} Send this link to ${sent.email} yourself.` });
        if (sent.mailed) toast.success(`Invitation sent to ${sent.email}.`);
        setLimitMessage(null);
        await Promise.all([queryClient.invalidateQueries({ queryKey: trpc.identity.pathKey() }), queryClient.invalidateQueries({ queryKey: trpc.billing.pathKey() })]);
      },
      onError: (error) => {
        if (limitReached(error)) {
          setErrors({});
          setLimitMessage(error.message);
          return;
        }
        const fields = serverFieldErrors(error);
        setErrors(Object.keys(fields).length > 0 ? fields : { email: error.message });
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(inviteInput, { email, role });
    setErrors(checked.errors ?? {});
    if (checked.data) invite.mutate(checked.data);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Invite a teammate">
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
        <Field label="Email" htmlFor="invite-email" error={errors.email} required>
          <Input type="email" autoComplete="off" placeholder="colleague@company.com" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label="Role" htmlFor="invite-role" hint={roleHelp[role]}>
          <RoleSelect id="invite-role" value={role} onChange={setRole} />
        </Field>
        <Button type="submit" className="sm:mt-6" loading={invite.isPending}>
          Send invitation
        </Button>
      </div>
      {(limitMessage ?? full) && (
        <div role="alert" className="flex flex-col gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm sm:flex-row sm:items-center" data-testid="seat-limit">
          <Gauge className="size-4 shrink-0" aria-hidden />
          <p className="flex-1">{limitMessage ?? full}</p>
          <Link href={SUBSCRIPTION_HREF} className="font-medium underline underline-offset-4">
            See plans and add-ons
          </Link>
        </div>
      )}
      {share && <LinkToShare link={share.link} reason={share.reason} />}
    </form>
  );
}
