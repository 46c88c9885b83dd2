import { AppLink } from "@/components/ui/app-link";
import { Badge } from "@/components/ui/badge";
import type { Row } from "../../contracts/report.contracts";

/** A campaign's name (linked to the campaign on its platform's report when it has one) over its account's. */
export function CampaignName({ row, href, status }: { row: Row; href: string | null; status?: boolean }) {
  const name = <span className="block max-w-md truncate font-medium">{String(row.name)}</span>;
  return (
    <span className="flex min-w-0 flex-col">
      {href ? (
        <AppLink className="min-w-0 underline-offset-2 hover:underline" href={href}>
          {name}
        </AppLink>
      ) : (
        name
      )}
      <span className="flex items-center gap-1 text-xs text-muted-foreground">
        {String(row.account)}
        {status && row.status ? (
          <Badge variant="secondary" className="px-1 py-0 text-[10px]">
            {String(row.status).toLowerCase()}
          </Badge>
        ) : null}
      </span>
    </span>
  );
}
