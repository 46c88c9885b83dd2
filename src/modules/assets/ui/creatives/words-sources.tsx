"use client";

import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { assetKindLabel, copyAssetKinds } from "../../contracts/items.constants";
import { CREATIVE_COPY_LIMITS } from "../../contracts/creatives.constants";
import { useCopyAssets } from "../../hooks/use-copy-assets";
import { useLoadAssetFields, useWriteCreativeCopy } from "../../hooks/use-creatives";
import { wordsFromCopy } from "./copy-words";

type Words = { headline: string; subline: string; cta: string };

/** Where the words can come from besides typing: a copy asset of the library, or AI from a short brief. */
export function WordsSources({ brandKitId, onWords, canEdit }: { brandKitId: string; onWords: (words: Partial<Words>) => void; canEdit: boolean }) {
  const copies = useCopyAssets({ kinds: [...copyAssetKinds], statuses: [] });
  const load = useLoadAssetFields();
  const [chosen, setChosen] = useState("");
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [brief, setBrief] = useState("");
  const write = useWriteCreativeCopy({ meta: { silent: true }, onSuccess: (w) => onWords({ headline: w.headline, subline: w.subline }) });

  async function takeCopy() {
    if (!chosen) return;
    setLoading(true);
    setProblem(null);
    try {
      const asset = await load(chosen);
      const words = wordsFromCopy(asset.fields as Record<string, unknown>);
      if (!words.headline) setProblem("This copy asset has no headline or text yet. Choose another.");
      else onWords({ headline: words.headline, subline: words.subline, ...(words.cta ? { cta: words.cta } : {}) });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setLoading(false);
    }
  }

  const items = copies.data?.items ?? [];
  return (
    <div className="flex min-w-0 flex-col gap-3 rounded-md border p-3">
      <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
          Take the words from a copy asset
          <NativeSelect value={chosen} onChange={(e) => setChosen(e.target.value)} disabled={items.length === 0}>
            <option value="">{items.length === 0 ? "No copy assets yet" : "Choose a copy asset"}</option>
            {items.map((a) => (
              <option key={a.id} value={a.id}>
                {a.title} ({assetKindLabel[a.kind]})
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button type="button" variant="outline" disabled={!chosen} loading={loading} onClick={() => void takeCopy()}>
          Use these words
        </Button>
      </div>
      {canEdit && (
        <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
            Or have AI write them: what is the creative about?
            <Input
              value={brief}
              maxLength={CREATIVE_COPY_LIMITS.briefMax}
              placeholder="e.g. our new cold brew, 20% off this week"
              onChange={(e) => setBrief(e.target.value)}
            />
          </label>
          <Button
            type="button"
            variant="outline"
            disabled={brief.trim().length < 3 || !brandKitId}
            loading={write.isPending}
            onClick={() => {
              setProblem(null);
              write.mutate({ brandKitId, brief: brief.trim() }, { onError: (e) => setProblem(e.message) });
            }}
          >
            <Sparkles aria-hidden /> Write with AI
          </Button>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
