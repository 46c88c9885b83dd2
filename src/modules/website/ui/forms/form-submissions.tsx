"use client";

import { Download } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { formatWhen, readerTimeFormat } from "@/lib/format";
import { submissionStatuses, type SubmissionStatus } from "../../contracts/forms.constants";
import { useSubmissions } from "../../hooks/use-forms";

const statusLabels: Record<SubmissionStatus, string> = { received: "Waiting", processed: "In the CRM", rejected: "Not added", failed: "Failed" };
const reasons: Record<string, string> = {
  suppressed: "This person asked to be erased",
  no_email: "No email address",
  error: "Couldn't be saved; trying again",
};

/** A form's submissions: when, status, the contact, the answers; filter by status and download them as CSV. */
export function FormSubmissions({ formId, canExport }: { formId: string; canExport: boolean }) {
  const [status, setStatus] = useState<SubmissionStatus | "">("");
  const query = useSubmissions(formId, status || undefined, true);
  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  const time = readerTimeFormat();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm" htmlFor="submission-status">
          Status
          <NativeSelect id="submission-status" value={status} onChange={(e) => setStatus(e.target.value as SubmissionStatus | "")}>
            <option value="">All</option>
            {submissionStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </label>
        {canExport ? (
          <Button asChild variant="outline" size="sm">
            <a href={`/api/website/forms/${formId}/submissions.csv`} download>
              <Download aria-hidden /> Download CSV
            </a>
          </Button>
        ) : null}
      </div>
      {query.isPending ? (
        <p className="text-sm text-muted-foreground">Loading submissions…</p>
      ) : rows.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">No submissions{status ? " with this status" : ""} yet.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-2 font-medium">Received</th>
                <th className="py-2 font-medium">Status</th>
                <th className="py-2 font-medium">Contact</th>
                <th className="py-2 font-medium">Answers</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {rows.map((r) => (
                <tr key={r.id} className="align-top">
                  <td className="py-2 whitespace-nowrap">{formatWhen(r.receivedAt, time)}</td>
                  <td className="py-2">
                    <Badge variant={r.status === "processed" ? "default" : "secondary"}>{statusLabels[r.status]}</Badge>
                    {r.errorClass ? <p className="text-xs text-muted-foreground">{reasons[r.errorClass] ?? r.errorClass}</p> : null}
                  </td>
                  <td className="py-2">
                    {r.contactId ? (
                      <a className="underline-offset-4 hover:underline" href={`/marketing-dashboard/data/crm-lists?tab=contacts&contact=${r.contactId}`}>
                        {typeof r.answers.email === "string" ? r.answers.email : "Open contact"}
                      </a>
                    ) : (
                      <span className="text-muted-foreground">—</span>
                    )}
                  </td>
                  <td className="py-2">
                    <dl className="grid grid-cols-[auto_1fr] gap-x-2">
                      {Object.entries(r.answers).map(([k, v]) => (
                        <div key={k} className="contents">
                          <dt className="text-muted-foreground">{k}</dt>
                          <dd className="break-all">{Array.isArray(v) ? v.join(", ") : typeof v === "boolean" ? (v ? "Yes" : "No") : v}</dd>
                        </div>
                      ))}
                    </dl>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {query.hasNextPage ? (
        <Button variant="outline" size="sm" className="self-start" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          Show more
        </Button>
      ) : null}
    </div>
  );
}
