"use client";

import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { signIn, signOut, useSession } from "../session";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { serverFieldErrors, validate, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import { signUpAndAcceptInput } from "../contracts/team.contracts";
import { roleLabel } from "../ui/role-label";
import { AuthCard, FormAlert } from "./auth-card";

const refusals = {
  invalid: "This invitation link isn't valid. Check that you copied all of it, or ask for a new one.",
  expired: "This invitation has expired. Ask the person who invited you to send it again.",
  used: "This invitation was already accepted. Sign in to open the workspace.",
  revoked: "This invitation was withdrawn. Ask the workspace's admins if you still need access.",
} as const;

/** The page an invitation link opens: join while signed in, or create the account and join. */
export function InviteView({ token }: { token: string }) {
  const trpc = useTRPC();
  const { data: invite } = useSuspenseQuery(trpc.identity.invitations.inspect.queryOptions({ token }));
  const { data: session, status } = useSession();
  const home = "/marketing-dashboard/home";

  if (invite.status !== "valid") {
    return (
      <AuthCard title="Invitation">
        <FormAlert>{refusals[invite.status]}</FormAlert>
        <Button asChild variant="outline">
          <Link href="/auth/signin">Go to sign in</Link>
        </Button>
      </AuthCard>
    );
  }
  const title = `Join ${invite.workspaceName}`;
  const description = `${invite.inviterName ?? "A teammate"} invited ${invite.email} as ${roleLabel[invite.role!]}.`;
  if (status === "loading") {
    return (
      <AuthCard title={title} description={description}>
        <Skeleton className="h-9 w-full" />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} description={description}>
      {session ? <AcceptAsSignedIn token={token} email={session.user.email ?? ""} home={home} /> : <CreateAccountAndJoin token={token} email={invite.email!} home={home} />}
    </AuthCard>
  );
}

function AcceptAsSignedIn({ token, email, home }: { token: string; email: string; home: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const accept = useMutation(trpc.identity.invitations.accept.mutationOptions({ meta: { silent: true }, onSuccess: () => (router.replace(home), router.refresh()) }));
  return (
    <div className="flex flex-col gap-3">
      {accept.error && <FormAlert>{accept.error.message}</FormAlert>}
      <p className="text-center text-sm text-muted-foreground">Signed in as {email}.</p>
      <Button loading={accept.isPending} onClick={() => accept.mutate({ token })}>
        Accept and join
      </Button>
      <Button variant="ghost" onClick={() => void signOut({ callbackUrl: `/invite/${token}` })}>
        Not you? Sign out
      </Button>
    </div>
  );
}

function CreateAccountAndJoin({ token, email, home }: { token: string; email: string; home: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const join = useMutation(trpc.identity.invitations.signUpAndAccept.mutationOptions({ meta: { silent: true } }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validate(signUpAndAcceptInput, { token, name, password });
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    try {
      await join.mutateAsync(checked.data);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError((error as Error).message);
      return;
    }
    const result = await signIn("credentials", { email, password, redirect: false });
    if (result?.ok && !result.error) {
      router.replace(home);
      router.refresh();
    } else router.replace("/auth/signin");
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Create your account and join">
      {formError && <FormAlert>{formError}</FormAlert>}
      <Field label="Email" htmlFor="invite-email" hint="The invitation is for this address.">
        <Input value={email} readOnly />
      </Field>
      <Field label="Your name" htmlFor="name" error={errors.name} required>
        <Input autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field label="Choose a password" htmlFor="password" error={errors.password} hint="At least 10 characters." required>
        <Input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Button type="submit" loading={join.isPending}>
        Create account and join
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link className="font-medium text-primary underline-offset-4 hover:underline" href={`/auth/signin?callbackUrl=${encodeURIComponent(`/invite/${token}`)}`}>
          Sign in to accept
        </Link>
      </p>
    </form>
  );
}
