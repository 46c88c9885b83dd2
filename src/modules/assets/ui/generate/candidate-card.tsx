import { Badge } from "@/components/ui/badge";
import type { GeneratedCandidateView } from "../../contracts/generate.constants";
import { fieldName, linesOf } from "./field-names";

/** Fields shown on a card: the copy (a URL is the kit's, not written). */
const HIDDEN = new Set(["finalUrl"]);

/** One candidate: its fields, where lines fell back to the built-in generator, its findings, and a box to keep it. */
export function CandidateCard({ candidate, checked, onCheck }: { candidate: GeneratedCandidateView; checked: boolean; onCheck: (checked: boolean) => void }) {
  const id = `candidate-${candidate.index}`;
  const findings = [...candidate.findings.limits, ...candidate.findings.lint];
  const errors = findings.filter((f) => f.severity === "error").length;
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center gap-2">
        <input id={id} type="checkbox" className="size-4" checked={checked} onChange={(e) => onCheck(e.target.checked)} />
        <label htmlFor={id} id={`${id}-title`} className="font-medium">
          Version {candidate.index + 1}
        </label>
        <Badge variant="outline">{candidate.source === "model" ? "Written by your AI model" : "Written from your brand kit"}</Badge>
        {findings.length === 0 ? (
          <Badge variant="success">Passes every check</Badge>
        ) : (
          <Badge variant={errors ? "destructive" : "warning"}>
            {errors ? `${errors} to fix` : `${findings.length} ${findings.length === 1 ? "suggestion" : "suggestions"}`}
          </Badge>
        )}
      </div>
      <dl className="grid gap-2 text-sm">
        {Object.entries(candidate.fields)
          .filter(([field]) => !HIDDEN.has(field))
          .map(([field, value]) => {
            const lines = linesOf(value).filter(Boolean);
            if (!lines.length) return null;
            return (
              <div key={field} className="grid gap-1">
                <dt className="text-muted-foreground">{fieldName(field)}</dt>
                <dd>
                  {lines.length === 1 ? (
                    <p className="whitespace-pre-wrap">{lines[0]}</p>
                  ) : (
                    <ol className="list-decimal pl-5">
                      {lines.map((line, i) => (
                        <li key={i}>{line}</li>
                      ))}
                    </ol>
                  )}
                </dd>
              </div>
            );
          })}
      </dl>
      {candidate.fallbackFields.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {candidate.fallbackFields.map(fieldName).join(", ")}: the model&apos;s version still broke a rule after a second try, so the built-in generator wrote
          this from your brand kit.
        </p>
      )}
      {candidate.note && <p className="text-sm text-muted-foreground">{candidate.note}</p>}
      {findings.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label={`Checks on version ${candidate.index + 1}`}>
          {findings.map((f, i) => (
            <li key={i} className="flex items-start gap-2">
              <Badge variant={f.severity === "error" ? "destructive" : "warning"}>{f.severity === "error" ? "Fix" : "Suggestion"}</Badge>
              <span>{f.message}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
