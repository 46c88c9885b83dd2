import { MailCheck } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { MAGIC_LINK_SENT_MESSAGE } from "../magic-link";
import { AuthCard } from "./auth-card";

/** After "Email me a sign-in link": the same answer whether or not the address has an account. */
export function VerifyRequestView() {
  return (
    <AuthCard title="Check your email">
      <p role="status" className="flex items-start gap-2 text-sm text-muted-foreground">
        <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>{MAGIC_LINK_SENT_MESSAGE}</span>
      </p>
      <Button asChild variant="outline">
        <Link href="/auth/signin">Back to sign in</Link>
      </Button>
    </AuthCard>
  );
}
