import Link from "next/link";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Circle, FlaskConical } from "@/components/ui/figure-icons";
import { CircleCheck } from "@/components/ui/icons";
import { Progress } from "@/components/ui/progress";
import type { ChecklistItem } from "../server/checklist.service";

/**
 * The home page, rendered on the server: the welcome, the demo notice, the report figures the route
 * passes in (`insights`) and the getting-started checklist.
 */
export function HomeView({
  workspace,
  checklist,
  insights,
}: {
  workspace: { name: string; isDemo: boolean };
  checklist: ChecklistItem[];
  insights: ReactNode;
}) {
  const done = checklist.filter((item) => item.done).length;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Welcome to {workspace.name}</h1>
        <p className="text-muted-foreground">Set up your workspace, then everything your marketing team does starts here.</p>
      </div>

      {workspace.isDemo && (
        <div role="note" className="flex items-start gap-3 rounded-lg border border-warning/40 bg-warning/10 p-4 text-sm">
          <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <strong>This is a demo workspace.</strong> Its data comes from the demo seed, not from real accounts. Create your own workspace from the workspace
            menu when you are ready.
          </p>
        </div>
      )}

      {insights}

      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>Getting started</CardTitle>
            <Badge variant={done === checklist.length ? "success" : "secondary"}>
              {done} of {checklist.length} done
            </Badge>
          </div>
          <CardDescription>Each step reflects what your workspace has really done.</CardDescription>
          <Progress value={(done / checklist.length) * 100} label={`Setup progress: ${done} of ${checklist.length} steps done`} className="mt-2" />
        </CardHeader>
        <CardContent>
          <ol className="flex flex-col divide-y" aria-label="Setup steps">
            {checklist.map((item) => (
              <li key={item.id} data-step={item.id} data-done={item.done} className="flex items-start gap-3 py-3">
                {item.done ? (
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-label="Done" />
                ) : (
                  <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-label="Not done yet" />
                )}
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className={item.done ? "font-medium text-muted-foreground line-through" : "font-medium"}>{item.title}</span>
                  <span className="text-sm text-muted-foreground">{item.description}</span>
                </div>
                {item.href && !item.done && (
                  <Button asChild size="sm" variant="outline">
                    <Link href={item.href}>Start</Link>
                  </Button>
                )}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
