"use client";

import { Monitor, Smartphone } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { defaultLimitSettings, loadCopyChecks, type AssetKind, type BrandKit, type LimitSettings } from "@/modules/ai/client";
import { EmailPreview } from "./email-preview";
import { FeedPostPreview } from "./feed-post-preview";
import { InstagramPostPreview } from "./instagram-post-preview";
import { previewBrand, type PreviewBrand } from "./kit-tokens";
import { LinkedinAdPreview } from "./linkedin-ad-preview";
import { MetaAdPreview } from "./meta-ad-preview";
import { deviceMatters, type Device, type PreviewFields } from "./preview-labels";
import { SearchAdPreview } from "./search-ad-preview";
import { SmsPreview } from "./sms-preview";
import { XPostPreview } from "./x-post-preview";

type CopyChecks = Awaited<ReturnType<typeof loadCopyChecks>>;

export type CopyPreviewProps<K extends AssetKind = AssetKind> = {
  kind: K;
  /** The asset's fields as typed so far: empty and missing ones show as placeholders. */
  fields: PreviewFields<K>;
  /** The brand kit the copy is for (name, logo, and an email's colours and fonts), or null. */
  kit: BrandKit | null;
  /** The company profile's logo version, so a new upload shows (the kit's logo only when it is the workspace's own). */
  companyLogoVersion?: number | null;
  /** The workspace's limit settings (X Premium's longer posts). */
  settings?: Partial<LimitSettings>;
};

/** X's and the SMS counters (twitter-text and the SMS segment rules), loaded when a preview needs them. */
function useCopyChecks(needed: boolean): CopyChecks | null {
  const [checks, setChecks] = useState<CopyChecks | null>(null);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void loadCopyChecks().then((m) => {
      if (live) setChecks(m);
    });
    return () => {
      live = false;
    };
  }, [needed]);
  return checks;
}

function DeviceToggle({ device, onChange }: { device: Device; onChange: (d: Device) => void }) {
  return (
    <div role="group" aria-label="Show the preview as on" className="inline-flex self-end rounded-md border p-0.5">
      <Button
        type="button"
        size="sm"
        variant={device === "mobile" ? "secondary" : "ghost"}
        aria-pressed={device === "mobile"}
        onClick={() => onChange("mobile")}
      >
        <Smartphone aria-hidden />
        Phone
      </Button>
      <Button
        type="button"
        size="sm"
        variant={device === "desktop" ? "secondary" : "ghost"}
        aria-pressed={device === "desktop"}
        onClick={() => onChange("desktop")}
      >
        <Monitor aria-hidden />
        Computer
      </Button>
    </div>
  );
}

function KindPreview({
  kind,
  fields,
  brand,
  device,
  checks,
  xMax,
}: {
  kind: AssetKind;
  fields: object;
  brand: PreviewBrand;
  device: Device;
  checks: CopyChecks | null;
  xMax: number;
}) {
  const f = fields as Record<string, never>;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  switch (kind) {
    case "google-rsa":
    case "microsoft-rsa":
      return <SearchAdPreview kind={kind} fields={f} brand={brand} />;
    case "meta-ad":
      return <MetaAdPreview fields={f} brand={brand} />;
    case "linkedin-ad":
      return <LinkedinAdPreview fields={f} brand={brand} />;
    case "x-post":
      return <XPostPreview text={text(f.text)} brand={brand} max={xMax} length={checks ? checks.countXWeighted(text(f.text), xMax) : null} />;
    case "linkedin-post":
    case "facebook-post":
      return <FeedPostPreview kind={kind} fields={f} brand={brand} device={device} />;
    case "instagram-post":
      return <InstagramPostPreview fields={f} brand={brand} />;
    case "sms":
      return <SmsPreview text={text(f.text)} brand={brand} length={checks ? checks.countSms(text(f.text).trim()) : null} />;
    case "email":
      return <EmailPreview fields={f} brand={brand} device={device} />;
  }
}

/**
 * A copy asset as it may look on its platform, live as it is typed: one look-alike per kind (search
 * result, feed post, phone bubble, inbox row), with a phone/computer switch where the platform shows
 * it differently. Pure presentation: no data is fetched, and only the workspace's own logo is shown.
 */
export function CopyPreview<K extends AssetKind>({ kind, fields, kit, companyLogoVersion = null, settings }: CopyPreviewProps<K>) {
  const [device, setDevice] = useState<Device>("mobile");
  const checks = useCopyChecks(kind === "x-post" || kind === "sms");
  const brand = previewBrand(kit, companyLogoVersion);
  const xMax = settings?.xWeightedMax ?? defaultLimitSettings.xWeightedMax;
  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid="copy-preview">
      {deviceMatters[kind] ? <DeviceToggle device={device} onChange={setDevice} /> : null}
      <KindPreview kind={kind} fields={fields} brand={brand} device={deviceMatters[kind] ? device : "mobile"} checks={checks} xMax={xMax} />
    </div>
  );
}
