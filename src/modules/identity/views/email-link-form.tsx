"use client";

import { signIn } from "../session";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { validate } from "@/lib/forms";
import { emailLinkInput } from "../contracts/magic-link.contracts";

/** "Email me a sign-in link": next-auth's email provider; the page after it says to check the mail. */
export function EmailLinkForm({ providerId, callbackUrl }: { providerId: string; callbackUrl: string }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(emailLinkInput, { email });
    setError(checked.errors?.email ?? null);
    if (!checked.data) return;
    setPending(true);
    // next-auth stores the one-time token and goes on to the "check your email" page.
    await signIn(providerId, { email: checked.data.email, callbackUrl });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Email me a sign-in link">
      <Field label="Email for a sign-in link" htmlFor="link-email" error={error}>
        <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Button type="submit" variant="outline" loading={pending}>
        Email me a sign-in link
      </Button>
    </form>
  );
}
