"use client";

import { signIn, signOut, useSession } from "../session";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormField, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useAcceptInvitation, useInvitationLink, useSignUpAndAccept } from "../hooks/use-team";
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
  const { data: invite } = useInvitationLink(token);
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
      {session ? (
        <AcceptAsSignedIn token={token} email={session.user.email ?? ""} home={home} />
      ) : (
        <CreateAccountAndJoin token={token} email={invite.email!} home={home} />
      )}
    </AuthCard>
  );
}

function AcceptAsSignedIn({ token, email, home }: { token: string; email: string; home: string }) {
  const router = useRouter();
  const accept = useAcceptInvitation({ meta: { silent: true }, onSuccess: () => (router.replace(home), router.refresh()) });
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
  const router = useRouter();
  const form = useContractForm(() => import("../contracts/team.contracts").then((m) => m.signUpAndAcceptInput), {
    defaultValues: { token, name: "", password: "" },
  });
  const join = useSignUpAndAccept();
  const formError = form.formState.errors.root?.server?.message;

  const onSubmit = form.submit(async (values) => {
    await join.mutateAsync(values);
    const result = await signIn("credentials", { email, password: values.password, redirect: false });
    if (result?.ok && !result.error) {
      router.replace(home);
      router.refresh();
    } else router.replace("/auth/signin");
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Create your account and join">
      {formError && <FormAlert>{formError}</FormAlert>}
      <Field label="Email" htmlFor="invite-email" hint="The invitation is for this address.">
        <Input value={email} readOnly />
      </Field>
      <FormField form={form} name="name" label="Your name" htmlFor="name" required>
        <Input autoComplete="name" {...form.register("name")} />
      </FormField>
      <FormField form={form} name="password" label="Choose a password" htmlFor="password" hint="At least 10 characters." required>
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <Button type="submit" loading={form.formState.isSubmitting}>
        Create account and join
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link
          className="font-medium text-primary underline-offset-4 hover:underline"
          href={`/auth/signin?callbackUrl=${encodeURIComponent(`/invite/${token}`)}`}
        >
          Sign in to accept
        </Link>
      </p>
    </form>
  );
}
