import { displayEmail } from "@/lib/email-address";
import { useSyncExternalStore } from "react";
import { Badge } from "@/components/ui/badge";
import type { ConsentStatus } from "../../contracts/crm-enums";
import { consentLabel, displayName, formatCustomValue, formatDate, initialsOf, type ColumnDef } from "./columns";
import type { ContactRow } from "./types";
import type { CrmWorkspace } from "../../hooks/use-crm-workspace";

const consentVariant: Record<ConsentStatus, "success" | "destructive" | "outline"> = { subscribed: "success", unsubscribed: "destructive", unknown: "outline" };

export function ConsentBadge({ status }: { status: ConsentStatus }) {
  return <Badge variant={consentVariant[status]}>{consentLabel[status]}</Badge>;
}

export function TagList({ tags, max = 3 }: { tags: readonly string[]; max?: number }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  return (
    <span className="flex min-w-0 items-center gap-1 overflow-hidden" title={tags.join(", ")}>
      {shown.map((t) => (
        <Badge key={t} variant="secondary" className="max-w-28 truncate">
          {t}
        </Badge>
      ))}
      {tags.length > max && <span className="text-xs text-muted-foreground">+{tags.length - max}</span>}
    </span>
  );
}

const text = (value: string) => <span className="block truncate">{value}</span>;

const noSubscription = () => () => {};

/**
 * A date in the reader's own locale and time zone. The route prefetches the first page, so the
 * server renders these rows too: it leaves dates out (it knows neither), and the browser fills them
 * in right after hydration.
 */
function LocalDate({ value }: { value: Date | string | null | undefined }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return text(inBrowser ? formatDate(value) : "");
}

/** What one cell of the contacts table shows. */
export function ContactCell({ column, row, crm }: { column: ColumnDef; row: ContactRow; crm: CrmWorkspace }) {
  if (column.custom) {
    const value = formatCustomValue(column.custom.type, row.custom[column.custom.key]);
    if (column.custom.type === "url" && value) {
      return (
        <a
          href={value}
          target="_blank"
          rel="noreferrer noopener"
          className="block truncate text-primary underline-offset-4 hover:underline"
          onClick={(e) => e.stopPropagation()}
        >
          {value}
        </a>
      );
    }
    return text(value);
  }
  switch (column.id) {
    case "name":
      return (
        <span className="flex min-w-0 items-center gap-3">
          <span aria-hidden className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground">
            {initialsOf(row)}
          </span>
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-medium">{displayName(row)}</span>
            {row.email && (row.firstName || row.lastName) ? <span className="truncate text-xs text-muted-foreground">{displayEmail(row.email)}</span> : null}
          </span>
        </span>
      );
    case "company":
      return text(row.companyName ?? "");
    case "jobTitle":
      return text(row.jobTitle ?? "");
    case "phone":
      return text(row.phone ?? "");
    case "lifecycleStage":
      return text(crm.stageLabel(row.lifecycleStage));
    case "leadStatus":
      return text(crm.statusLabel(row.leadStatus));
    case "owner":
      return text(crm.ownerName(row.ownerId));
    case "tags":
      return <TagList tags={row.tags} />;
    case "leadScore":
      return <span className="tabular-nums">{row.leadScore}</span>;
    case "emailConsent":
      return <ConsentBadge status={row.emailConsent} />;
    case "smsConsent":
      return <ConsentBadge status={row.smsConsent} />;
    case "source":
      return text(row.source ?? "");
    case "createdAt":
      return <LocalDate value={row.createdAt} />;
    case "updatedAt":
      return <LocalDate value={row.updatedAt} />;
    case "lastActivityAt":
      return <LocalDate value={row.lastActivityAt} />;
    default:
      return null;
  }
}
