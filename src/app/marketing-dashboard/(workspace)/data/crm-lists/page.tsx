import { CrmListsRoute } from "@/modules/crm/views/crm-lists-route";
import { metadataFor } from "@/modules/shell";
import { WithListMessaging } from "./list-messaging";

export const generateMetadata = metadataFor("/marketing-dashboard/data/crm-lists");
export default function Page(props: Parameters<typeof CrmListsRoute>[0]) {
  return (
    <WithListMessaging>
      <CrmListsRoute {...props} />
    </WithListMessaging>
  );
}
