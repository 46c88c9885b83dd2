"use client";

import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { BarChart, formatShare } from "@/components/ui/charts";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCount } from "@/lib/format";
import type { SurveyAudience } from "../../contracts/surveys.constants";
import { useDownloadSurveyCsv, useSurveyResults, type SurveyResults as Results } from "../../hooks/use-surveys";

type QuestionResult = Results["questions"][number];

const bucketLabel: Record<string, string> = {
  detractors: "Detractors (0–6)",
  passives: "Passives (7–8)",
  promoters: "Promoters (9–10)",
  negative: "Negative",
  neutral: "Neutral",
  positive: "Positive",
};

/** A survey's results: responses and response rate, per question its chart, NPS and categories, or its answers; the CSV. */
export function SurveyResults({ audience, surveyId }: { audience: SurveyAudience; surveyId: string }) {
  const results = useSurveyResults(audience, surveyId);
  const download = useDownloadSurveyCsv(audience);
  if (!results.data) return <Skeleton className="h-48 w-full" />;
  const r = results.data;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Figure label="Responses" value={formatCount(r.responses)} />
        <Figure label="Times shown" value={formatCount(r.shown)} />
        <Figure label="Response rate" value={r.responseRate === null ? "–" : formatShare(r.responseRate, 1)} />
        <div className="flex items-end">
          <Button variant="outline" size="sm" loading={download.isPending} disabled={r.responses === 0} onClick={() => download.mutate(surveyId)}>
            <Download aria-hidden /> Download answers (CSV)
          </Button>
        </div>
      </dl>
      {r.responses === 0 ? <p className="text-sm text-muted-foreground">No answers yet. They appear here as soon as people answer.</p> : null}
      {r.questions.map((q, index) => (
        <section key={q.id} aria-labelledby={`result-${q.id}`} className="flex flex-col gap-3 rounded-lg border p-4">
          <h3 id={`result-${q.id}`} className="font-medium">
            {index + 1}. {q.question}
          </h3>
          <p className="text-sm text-muted-foreground">{formatCount(q.answered)} answered</p>
          <QuestionChart result={q} />
        </section>
      ))}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function QuestionChart({ result }: { result: QuestionResult }) {
  if (result.type === "rating") {
    const { summary } = result;
    return (
      <div className="flex flex-col gap-4">
        {summary.nps !== null ? (
          <p className="text-lg">
            Net Promoter Score: <strong className="tabular-nums">{summary.nps}</strong>
          </p>
        ) : null}
        <dl className="flex flex-wrap gap-6 text-sm">
          {Object.entries(summary.counts).map(([bucket, count]) => (
            <div key={bucket}>
              <dt className="text-muted-foreground">{bucketLabel[bucket] ?? bucket}</dt>
              <dd className="font-medium tabular-nums">
                {formatCount(count ?? 0)} ({formatShare(count ?? 0, summary.responses)})
              </dd>
            </div>
          ))}
        </dl>
        <BarChart
          ariaLabel={`Answers to “${result.question}” by rating`}
          data={result.values.map((v) => ({ label: String(v.value), value: v.count }))}
          formatValue={formatCount}
          emptyMessage="No answers yet."
        />
      </div>
    );
  }
  if ("choices" in result) {
    return (
      <BarChart
        ariaLabel={`Answers to “${result.question}”`}
        data={result.choices.map((c) => ({ label: c.choice, value: c.count }))}
        formatValue={formatCount}
        emptyMessage="No answers yet."
      />
    );
  }
  return result.texts.length === 0 ? (
    <p className="text-sm text-muted-foreground">No answers yet.</p>
  ) : (
    <ul className="flex max-h-80 flex-col divide-y overflow-y-auto text-sm">
      {result.texts.map((text, i) => (
        <li key={i} className="py-2 whitespace-pre-wrap">
          {text}
        </li>
      ))}
    </ul>
  );
}
