"use client";

import type { AssetKind, LimitSettings } from "@/modules/ai/client";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

type Props = { kind: AssetKind; settings: LimitSettings; onChange: (next: Partial<LimitSettings>) => void; readOnly: boolean };

/** The limits a marketer may set for a kind: Instagram's hashtag cap, X Premium's longer posts (kept on this device). */
export function LimitSettingsControls({ kind, settings, onChange, readOnly }: Props) {
  if (kind === "instagram-post") {
    return (
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="copy-instagram-hashtag-max">Hashtags allowed per caption</Label>
          <Input
            id="copy-instagram-hashtag-max"
            type="number"
            min={1}
            max={30}
            className="w-24"
            readOnly={readOnly}
            value={settings.instagramHashtagMax}
            aria-describedby="copy-instagram-hashtag-max-hint"
            onChange={(e) => {
              const n = Math.round(Number(e.target.value));
              if (n >= 1 && n <= 30) onChange({ instagramHashtagMax: n });
            }}
          />
        </div>
        <p id="copy-instagram-hashtag-max-hint" className="max-w-md text-xs text-muted-foreground">
          Instagram refuses more than 30. Lower it if your team keeps captions shorter; this device remembers your choice.
        </p>
      </div>
    );
  }
  if (kind === "x-post") {
    return (
      <div className="flex flex-col gap-1.5 sm:max-w-xs">
        <Label htmlFor="copy-x-max">X account</Label>
        <NativeSelect
          id="copy-x-max"
          value={String(settings.xWeightedMax)}
          disabled={readOnly}
          onChange={(e) => onChange({ xWeightedMax: Number(e.target.value) })}
        >
          <option value="280">Standard (280 characters)</option>
          <option value="4000">Premium (4,000 characters)</option>
        </NativeSelect>
      </div>
    );
  }
  return null;
}
