import Link from "next/link";
import { Button } from "@/components/ui/button";
import { authErrorMessage } from "../auth-errors";
import { AuthCard } from "./auth-card";

export function AuthErrorView({ error }: { error: string | null }) {
  return (
    <AuthCard title="We couldn't sign you in">
      <p role="alert" className="text-center text-sm text-muted-foreground">
        {authErrorMessage(error ?? "Default")}
      </p>
      <Button asChild>
        <Link href="/auth/signin">Back to sign in</Link>
      </Button>
    </AuthCard>
  );
}
