"use client";

import { Spinner } from "@/components/ui/spinner";
import { CONSENT_SETTINGS_ANCHOR } from "../../contracts/consent.constants";
import { useConsentBanner } from "../../hooks/use-site-consent";
import { ConsentRecords } from "./consent-records";
import { ConsentSettingsForm } from "./consent-settings";

/**
 * The consent banner of the workspace's sites and the record of visitors' choices, in one place
 * (Landing pages, linked from Site pop-ups and Site forms). Owners and admins only.
 */
export function ConsentSection() {
  const { data: settings } = useConsentBanner();
  return (
    <section id={CONSENT_SETTINGS_ANCHOR} aria-labelledby="consent-banner-title" className="flex scroll-mt-4 flex-col gap-4 rounded-lg border p-4">
      <div className="flex flex-col gap-1">
        <h2 id="consent-banner-title" className="font-medium">
          Consent banner
        </h2>
        <p className="text-sm text-muted-foreground">
          Asks visitors of your landing pages, hosted forms and, with the site script, your own site whether they allow analytics and advertising. Accept and
          reject are equally easy, and every choice is recorded.
        </p>
      </div>
      {settings ? <ConsentSettingsForm key={`${settings.versionNumber}-${String(settings.updatedAt)}`} settings={settings} /> : <Spinner />}
      <div className="flex flex-col gap-1 border-t pt-4">
        <h3 className="font-medium">Consent records</h3>
        <p className="text-sm text-muted-foreground">
          When each visitor chose, what they allowed, on which version of the banner and which page. Records name no one: a visitor is an anonymous id.
        </p>
      </div>
      <ConsentRecords />
    </section>
  );
}
