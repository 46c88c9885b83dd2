import { CheckCircle2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { PROFILE_DONE_SCORE, type Completeness } from "../../company-profile-completeness";

const SHOWN = 4;

/** The saved profile's score, with the few steps that would raise it most. */
export function CompletenessCard({ completeness }: { completeness: Completeness }) {
  const { score, missing } = completeness;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2">Profile completeness</CardTitle>
          <Badge variant={score >= PROFILE_DONE_SCORE ? "success" : "secondary"} data-testid="completeness-score">
            {score}% complete
          </Badge>
        </div>
        <CardDescription>The more the AI knows about your brand, the more its writing sounds like you.</CardDescription>
        <Progress value={score} label="Profile completeness" className="mt-2" />
      </CardHeader>
      <CardContent>
        {missing.length === 0 ? (
          <p className="flex items-center gap-2 text-sm">
            <CheckCircle2 className="size-4 text-success" aria-hidden /> Everything is filled in.
          </p>
        ) : (
          <div className="flex flex-col gap-1.5">
            <p className="text-sm font-medium">To do next</p>
            <ul className="flex flex-col gap-1 text-sm text-muted-foreground" aria-label="Missing from the profile">
              {missing.slice(0, SHOWN).map((m) => (
                <li key={m.key} className="flex items-baseline justify-between gap-3">
                  <span>{m.label}</span>
                  <span className="shrink-0 text-xs">+{m.weight}%</span>
                </li>
              ))}
            </ul>
            {missing.length > SHOWN && <p className="text-xs text-muted-foreground">and {missing.length - SHOWN} more</p>}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
