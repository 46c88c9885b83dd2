"use client";

import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatWhen, readerTimeFormat } from "@/lib/format";
import { assetKindLabel, assetStatusLabel, type AssetStatus } from "../../contracts/items.constants";
import type { AssetListItem } from "../../hooks/use-asset-list";
import { assetHref } from "./asset-links";

const statusVariant: Record<AssetStatus, "secondary" | "warning" | "success" | "outline"> = {
  draft: "secondary",
  "in-review": "warning",
  approved: "success",
  archived: "outline",
};

/** When, as the reader's device writes it (the server's first paint may differ: the browser's wins). */
export function When({ at }: { at: Date | string }) {
  const iso = typeof at === "string" ? at : at.toISOString();
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {formatWhen(at, readerTimeFormat())}
    </time>
  );
}

/** An asset's title: a link to its page, or plain text while its kind has no page yet. */
export function AssetTitle({ item }: { item: Pick<AssetListItem, "id" | "kind" | "title"> }) {
  const href = assetHref(item.kind, item.id);
  if (!href) return <span className="font-medium break-words">{item.title}</span>;
  return (
    <Link href={href} className="font-medium break-words text-primary underline-offset-4 hover:underline">
      {item.title}
    </Link>
  );
}

type RowsProps = {
  items: AssetListItem[];
  kitName: (id: string | null) => string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
};

/** The hub's list: one row per asset, wrapping on a narrow screen, and "Load more" while there are more. */
export function AssetRows({ items, kitName, hasMore, loadingMore, onMore }: RowsProps) {
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Assets" className="divide-y rounded-lg border">
        {items.map((item) => {
          const kit = kitName(item.brandKitId);
          return (
            <li key={item.id} className="flex min-w-0 flex-col gap-1.5 p-3">
              <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                <AssetTitle item={item} />
                <Badge variant={statusVariant[item.status]}>{assetStatusLabel[item.status]}</Badge>
              </div>
              <p className="flex min-w-0 flex-wrap gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
                <span>{assetKindLabel[item.kind]}</span>
                {kit && <span>Brand kit: {kit}</span>}
                {item.planRef && <span className="break-all">Plan: {item.planRef}</span>}
                <span>{item.authorName ? `By ${item.authorName}` : "By a former member"}</span>
                <span>
                  Changed <When at={item.updatedAt} />
                </span>
              </p>
              {item.tags.length > 0 && (
                <ul aria-label="Tags" className="flex min-w-0 flex-wrap gap-1">
                  {item.tags.map((tag) => (
                    <li key={tag}>
                      <Badge variant="outline" className="break-all">
                        {tag}
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={onMore} loading={loadingMore}>
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}
