import { Badge } from "@/components/ui/badge";
import { formatCount, formatWhen, type TimeFormat } from "@/lib/format";
import { checks } from "../../seo/catalog";
import type { Loaded, SeoDiff } from "./format";

const stateLabels = { new: "New", open: "Still open", fixed: "Fixed" } as const;
const stateVariant = { new: "destructive", open: "warning", fixed: "success" } as const;

/** This audit against the previous one of the same site: checks fixed, new and still open, with their URLs. */
export function AuditDiff({ diff, format }: { diff: Loaded<SeoDiff>; format: TimeFormat }) {
  if (diff.error !== null)
    return (
      <p role="alert" className="text-sm text-destructive">
        The comparison didn&apos;t load. {diff.error}
      </p>
    );
  const { previous, diff: d } = diff.data;
  if (!previous || !d)
    return <p className="text-sm text-muted-foreground">This is the first finished audit of this site: the next one will be compared with it.</p>;
  const { locale } = format;
  return (
    <div className="grid gap-3">
      <p className="text-sm" data-testid="seo-diff-summary">
        Compared with the audit of {formatWhen(previous.finishedAt, format)} (score {previous.score ?? "—"}): <strong>{d.fixed} fixed</strong>,{" "}
        <strong>{d.new} new</strong>, <strong>{d.open} still open</strong>.
      </p>
      <ul className="grid gap-2">
        {d.checks.map((c) => (
          <li key={c.check} className="rounded-md border">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-center gap-2 p-2 text-sm focus-visible:outline-2 focus-visible:outline-ring">
                <Badge variant={stateVariant[c.state]}>{stateLabels[c.state]}</Badge>
                <span className="font-medium">{checks[c.check]?.title ?? c.check}</span>
                <span className="text-muted-foreground tabular-nums">
                  {formatCount(c.before, locale)} → {formatCount(c.after, locale)} URLs
                </span>
              </summary>
              <div className="grid gap-2 border-t p-2 text-sm">
                <UrlList title="No longer affected" urls={c.fixedUrls} />
                <UrlList title="Newly affected" urls={c.newUrls} />
                {c.partial ? (
                  <p className="text-muted-foreground">
                    Only the first 100 URLs of each audit are kept, so these lists may be incomplete; the counts are exact.
                  </p>
                ) : null}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

function UrlList({ title, urls }: { title: string; urls: string[] }) {
  if (urls.length === 0) return null;
  return (
    <div>
      <p className="font-medium">{title}</p>
      <ul className="grid gap-0.5">
        {urls.map((u) => (
          <li key={u} className="break-all text-muted-foreground">
            {u}
          </li>
        ))}
      </ul>
    </div>
  );
}
