"use client";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SourceItem } from "./source-item";
import type { Access, SourceView } from "./types";

/** Sources that no platform sign-in feeds: CSV uploads and the product's own email tool. */
export function LocalSources({ sources, access, now }: { sources: SourceView[]; access: Access; now: Date }) {
  return (
    <section aria-labelledby="group-local" className="flex flex-col gap-3">
      <h2 id="group-local" className="text-lg font-semibold">
        Uploads and built-in sources
      </h2>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Filled without a platform sign-in</CardTitle>
          <CardDescription>CSV exports you uploaded, and the email tool of this product. They update when new data arrives, not on a schedule.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2" aria-label="Uploads and built-in sources">
            {sources.map((s) => (
              <SourceItem key={s.id} source={s} access={access} now={now} />
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
