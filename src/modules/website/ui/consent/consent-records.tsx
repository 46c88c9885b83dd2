"use client";

import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCount, formatWhen, readerTimeFormat } from "@/lib/format";
import {
  CONSENT_CHOICE_FILTERS,
  consentChoiceFilterLabel,
  SITE_CONSENT_SOURCES,
  siteConsentSourceLabel,
  type ConsentChoiceFilter,
  type SiteConsentSource,
} from "../../contracts/consent.constants";
import { useConsentRecords } from "../../hooks/use-site-consent";

const DAYS = [7, 30, 90, 365] as const;
type Days = (typeof DAYS)[number];
type SourceFilter = "all" | SiteConsentSource;

const answer = (code: number) => (code === 1 ? "Allowed" : code === 0 ? "Refused" : "Not chosen");

/** The address without the scheme, as people read it. */
const shortUrl = (url: string | null) => (url ? url.replace(/^https?:\/\//, "") : "—");

/** What site visitors chose on the banner: filterable, a page at a time, and downloadable as CSV (owners and admins). */
export function ConsentRecords() {
  const [choice, setChoice] = useState<ConsentChoiceFilter>("all");
  const [source, setSource] = useState<SourceFilter>("all");
  const [days, setDays] = useState<Days>(30);
  const [page, setPage] = useState(0);
  const { data, isPending, isFetching } = useConsentRecords({ choice, source, days, page });
  const time = readerTimeFormat();
  const csv = `/api/website/consent/records.csv?${new URLSearchParams({ choice, source, days: String(days) })}`;
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => (set(value), setPage(0));

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          Choice
          <NativeSelect value={choice} onChange={(e) => filter(setChoice)(e.target.value as ConsentChoiceFilter)}>
            {CONSENT_CHOICE_FILTERS.map((c) => (
              <option key={c} value={c}>
                {consentChoiceFilterLabel[c]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Where
          <NativeSelect value={source} onChange={(e) => filter(setSource)(e.target.value as SourceFilter)}>
            <option value="all">Everywhere</option>
            {SITE_CONSENT_SOURCES.map((s) => (
              <option key={s} value={s}>
                {siteConsentSourceLabel[s]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Period
          <NativeSelect value={String(days)} onChange={(e) => filter(setDays)(Number(e.target.value) as Days)}>
            {DAYS.map((d) => (
              <option key={d} value={d}>
                Last {d} days
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button asChild variant="outline" className="ml-auto">
          <a href={csv} download>
            <Download aria-hidden /> Download CSV
          </a>
        </Button>
      </div>
      {isPending || !data ? (
        <Spinner />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {formatCount(data.totals.total)} choices in the last {days} days: {formatCount(data.totals.accepted)} accepted all,{" "}
            {formatCount(data.totals.rejected)} rejected all.
          </p>
          {data.records.length === 0 ? (
            <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">No choices match these filters yet.</p>
          ) : (
            <Table aria-label="Consent records">
              <TableHeader>
                <TableRow>
                  <TableHead>When</TableHead>
                  <TableHead>Analytics</TableHead>
                  <TableHead>Advertising</TableHead>
                  <TableHead>Banner version</TableHead>
                  <TableHead>Page</TableHead>
                  <TableHead>Where</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.records.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell className="whitespace-nowrap">{formatWhen(r.recordedAt, time)}</TableCell>
                    <TableCell>{answer(r.analytics)}</TableCell>
                    <TableCell>{answer(r.advertising)}</TableCell>
                    <TableCell>{r.bannerVersion}</TableCell>
                    <TableCell className="max-w-64 truncate" title={r.pageUrl ?? undefined}>
                      {shortUrl(r.pageUrl)}
                    </TableCell>
                    <TableCell>{siteConsentSourceLabel[r.source as SiteConsentSource] ?? r.source}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {page > 0 || data.hasMore ? (
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={page === 0 || isFetching} onClick={() => setPage((p) => p - 1)}>
                Newer
              </Button>
              <Button variant="outline" size="sm" disabled={!data.hasMore || isFetching} onClick={() => setPage((p) => p + 1)}>
                Older
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
