import { EmailVerificationRoute } from "@/modules/messaging/views/email-verification-route";
import { metadataFor } from "@/modules/shell";

export const generateMetadata = metadataFor("/marketing-dashboard/settings/data-settings/email-verification");
export default function Page() {
  return <EmailVerificationRoute />;
}
