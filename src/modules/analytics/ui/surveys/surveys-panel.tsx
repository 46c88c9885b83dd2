"use client";

import { ArrowLeft, Pause, Play, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatCount } from "@/lib/format";
import { surveyDisplayLabel, surveyStatusLabel, type SurveyAudience } from "../../contracts/surveys.constants";
import { useDeleteSurvey, useSetSurveyStatus, useSurvey, useSurveys, type SurveyRow } from "../../hooks/use-surveys";
import { SurveyBuilder } from "./survey-builder";
import { SurveyResults } from "./survey-results";

/** "new", a survey's id, or null for the list. */
export type SurveySelection = string | null;

type Props = { audience: SurveyAudience; canEdit: boolean; selected: SurveySelection; onOpen: (selection: SurveySelection) => void };

/** The surveys of one audience: the list with status and responses, or one survey's builder and results. */
export function SurveysPanel(props: Props) {
  if (props.selected === "new") {
    return (
      <div className="flex flex-col gap-4">
        <BackLink onOpen={props.onOpen} />
        <h2 className="text-lg font-medium">New survey</h2>
        <SurveyBuilder audience={props.audience} stored={null} canEdit={props.canEdit} onSaved={(id) => props.onOpen(id)} />
      </div>
    );
  }
  if (props.selected) return <OneSurvey {...props} id={props.selected} />;
  return <SurveyList {...props} />;
}

function BackLink({ onOpen }: { onOpen: Props["onOpen"] }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(null)}
      className="inline-flex items-center gap-1 self-start text-sm text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" /> All surveys
    </button>
  );
}

function StatusButton({ audience, survey }: { audience: SurveyAudience; survey: Pick<SurveyRow, "id" | "name" | "status"> }) {
  const setStatus = useSetSurveyStatus(audience);
  const running = survey.status === "running";
  return (
    <Button
      size="sm"
      variant={running ? "outline" : "default"}
      loading={setStatus.isPending}
      onClick={() => setStatus.mutate({ id: survey.id, status: running ? "stopped" : "running" })}
    >
      {running ? <Pause aria-hidden /> : <Play aria-hidden />}
      {running ? "Stop" : "Launch"}
      <span className="sr-only"> {survey.name}</span>
    </Button>
  );
}

function SurveyList({ audience, canEdit, onOpen }: Props) {
  const surveys = useSurveys(audience);
  const [doomed, setDoomed] = useState<SurveyRow | null>(null);
  const remove = useDeleteSurvey(audience, { onSuccess: () => setDoomed(null) });
  if (!surveys.data) return <Skeleton className="h-32 w-full" />;
  return (
    <div className="flex flex-col gap-4">
      {canEdit ? (
        <Button className="self-start" onClick={() => onOpen("new")}>
          <Plus aria-hidden /> New survey
        </Button>
      ) : null}
      {surveys.data.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          No surveys yet. Ask your visitors how likely they are to recommend you, or what they came for, and read the answers here.
        </p>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <caption className="sr-only">Your surveys</caption>
            <thead className="bg-muted/40 text-left text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Survey
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Responses
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {surveys.data.map((s) => (
                <tr key={s.id}>
                  <td className="px-3 py-2">
                    <button type="button" className="text-left font-medium text-primary underline-offset-4 hover:underline" onClick={() => onOpen(s.id)}>
                      {s.name}
                    </button>
                    <div className="text-xs text-muted-foreground">{surveyDisplayLabel[s.type]}</div>
                  </td>
                  <td className="px-3 py-2">
                    <Badge variant={s.status === "running" ? "default" : "secondary"}>{surveyStatusLabel[s.status]}</Badge>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatCount(s.responses)}</td>
                  <td className="px-3 py-2">
                    {canEdit ? (
                      <span className="flex justify-end gap-1">
                        <StatusButton audience={audience} survey={s} />
                        <Button size="icon" variant="ghost" aria-label={`Delete ${s.name}`} onClick={() => setDoomed(s)}>
                          <Trash2 aria-hidden />
                        </Button>
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => (open ? null : setDoomed(null))}
        title={`Delete “${doomed?.name ?? ""}”?`}
        description="The survey and its answers are deleted. Download the answers first if you want to keep them."
        confirmLabel="Delete survey"
        destructive
        pending={remove.isPending}
        onConfirm={() => (doomed ? remove.mutate({ id: doomed.id }) : undefined)}
      />
    </div>
  );
}

function OneSurvey({ audience, canEdit, onOpen, id }: Props & { id: string }) {
  const survey = useSurvey(audience, id);
  if (survey.isError) return <p className="text-sm text-muted-foreground">This survey doesn&apos;t exist any more.</p>;
  if (!survey.data) return <Skeleton className="h-64 w-full" />;
  const s = survey.data;
  return (
    <div className="flex flex-col gap-4">
      <BackLink onOpen={onOpen} />
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-medium">{s.definition.name}</h2>
        <Badge variant={s.status === "running" ? "default" : "secondary"}>{surveyStatusLabel[s.status]}</Badge>
        {canEdit ? (
          <span className="ml-auto">
            <StatusButton audience={audience} survey={{ id: s.id, name: s.definition.name, status: s.status }} />
          </span>
        ) : null}
      </div>
      <Tabs defaultValue={s.status === "draft" ? "build" : "results"}>
        <TabsList>
          <TabsTrigger value="build">Build</TabsTrigger>
          <TabsTrigger value="results">Results</TabsTrigger>
        </TabsList>
        <TabsContent value="build" className="pt-4">
          <SurveyBuilder key={s.id} audience={audience} stored={s} canEdit={canEdit} onSaved={() => undefined} />
        </TabsContent>
        <TabsContent value="results" className="pt-4">
          <SurveyResults audience={audience} surveyId={s.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
