import { siteUrl } from "@/env";
import { ForgotPasswordView } from "@/modules/identity/views/forgot-password-view";
import { pageHead, DEFAULT_ROUTE } from "@/modules/shell";
import { MAIL_OFF_ADMIN_STEP, MAIL_OFF_HINT, mailEnabled } from "@/server/mail/mailer";
import { TRPCReactProvider } from "@/trpc/client";

// Whether mail is on is a runtime setting, read per request.
export const dynamic = "force-dynamic";
export const generateMetadata = () => pageHead({ ...DEFAULT_ROUTE, path: "/auth/forgot-password" }, siteUrl());

export default function Page() {
  return (
    <TRPCReactProvider>
      <ForgotPasswordView mailOffHint={mailEnabled() ? null : MAIL_OFF_HINT} mailOffAdminStep={MAIL_OFF_ADMIN_STEP} />
    </TRPCReactProvider>
  );
}
