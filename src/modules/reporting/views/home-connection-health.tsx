import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CirclePause } from "@/components/ui/figure-icons";
import { CircleCheck, TriangleAlert } from "@/components/ui/icons";
import { formatCount } from "@/lib/format";
import type { ReportSource, WorkspaceFormat } from "../contracts/report.contracts";

export const CONNECTIONS = "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources";
/** Sources listed on the home page; the rest are one link away, on the connections page. */
export const HEALTH_LISTED = 8;

/** When a source last synced, in the workspace's locale and time zone (the page is rendered on the server). */
function syncedAt(date: Date, format: WorkspaceFormat): string {
  const options = { dateStyle: "medium", timeStyle: "short" } as const;
  try {
    return date.toLocaleString(format.locale, { ...options, timeZone: format.timeZone });
  } catch {
    return date.toLocaleString("en-US", { ...options, timeZone: "UTC" });
  }
}

/**
 * The health of every connection: failing sources first, then paused, then healthy, the first
 * HEALTH_LISTED of them, and how many more there are with a link to all of them.
 */
export function ConnectionHealth({ sources, format }: { sources: ReportSource[]; format: WorkspaceFormat }) {
  const failing = sources.filter((s) => s.stale || s.status === "error");
  const paused = sources.filter((s) => s.status === "paused");
  const listed = [...failing, ...paused, ...sources.filter((s) => !failing.includes(s) && !paused.includes(s))].slice(0, HEALTH_LISTED);
  const more = sources.length - listed.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Connection health</CardTitle>
        <CardDescription>
          {formatCount(sources.length, format.locale)} data source{sources.length === 1 ? "" : "s"} ·{" "}
          {failing.length === 0 ? "all syncing" : `${formatCount(failing.length, format.locale)} need${failing.length === 1 ? "s" : ""} attention`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y text-sm" aria-label="Connection health">
          {listed.map((s) => (
            <li key={s.id} className="flex items-start gap-3 py-2">
              {failing.includes(s) ? (
                <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-label="Failing" />
              ) : paused.includes(s) ? (
                <CirclePause className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-label="Paused" />
              ) : (
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-label="Healthy" />
              )}
              <div className="flex min-w-0 flex-col">
                <span className="truncate font-medium">
                  {s.platformName} · {s.name}
                </span>
                <span className="text-xs text-muted-foreground">
                  {failing.includes(s)
                    ? `Last sync failed: ${s.lastError ?? "unknown error"}`
                    : s.lastSuccessAt
                      ? `Synced ${syncedAt(s.lastSuccessAt, format)}`
                      : "Not synced yet"}
                </span>
              </div>
            </li>
          ))}
        </ul>
        {more > 0 && (
          <p className="mt-2 text-sm text-muted-foreground" data-more-sources={more}>
            And {formatCount(more, format.locale)} more.{" "}
            <Link href={CONNECTIONS} className="font-medium text-foreground underline underline-offset-4">
              See all {formatCount(sources.length, format.locale)} data sources
            </Link>
          </p>
        )}
        {failing.length > 0 && (
          <Button asChild size="sm" variant="outline" className="mt-3">
            <Link href={CONNECTIONS}>Fix connections</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
