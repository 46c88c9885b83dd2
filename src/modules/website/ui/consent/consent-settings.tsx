"use client";

import { Button } from "@/components/ui/button";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { FormNativeSelect } from "@/components/ui/form-native-select";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { CONSENT_BANNER_LIMITS, CONSENT_BANNER_POSITIONS, consentBannerPositionLabel } from "../../contracts/consent.constants";
import { useUpdateConsentBanner, type ConsentBannerSettings } from "../../hooks/use-site-consent";

const positions = CONSENT_BANNER_POSITIONS.map((value) => ({ value, label: consentBannerPositionLabel[value] }));

/** The banner's texts, position and on/off switch (owners and admins). A change of wording asks visitors again. */
export function ConsentSettingsForm({ settings }: { settings: ConsentBannerSettings }) {
  const { enabled, message, acceptLabel, rejectLabel, chooseLabel, privacyUrl, position } = settings;
  const form = useContractForm(() => import("../../contracts/consent.contracts").then((m) => m.updateConsentBannerInput), {
    defaultValues: { enabled, message, acceptLabel, rejectLabel, chooseLabel, privacyUrl, position },
  });
  const save = useUpdateConsentBanner({ meta: { silent: true }, onSuccess: (_, values) => form.reset(values) });
  return (
    <form onSubmit={form.submit((values) => save.mutateAsync(values))} noValidate aria-label="Consent banner settings" className="flex flex-col gap-4">
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-0.5 size-4" {...form.register("enabled")} />
        <span>
          <span className="font-medium">Ask visitors before measuring them</span>
          <span className="block text-muted-foreground">
            Shows the banner on your landing pages and hosted forms, and lets the site script show it on your own site. Until a visitor accepts, nothing is
            stored in their browser and visits are counted without cookies.
          </span>
        </span>
      </label>
      <FormField
        form={form}
        name="message"
        label="What the banner says"
        htmlFor="consent-message"
        hint={`Up to ${CONSENT_BANNER_LIMITS.message} characters`}
        required
      >
        <Textarea rows={3} {...form.register("message")} />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField form={form} name="acceptLabel" label="Accept button" htmlFor="consent-accept" required>
          <Input {...form.register("acceptLabel")} />
        </FormField>
        <FormField form={form} name="rejectLabel" label="Reject button" htmlFor="consent-reject" required>
          <Input {...form.register("rejectLabel")} />
        </FormField>
        <FormField form={form} name="chooseLabel" label="Choose button" htmlFor="consent-choose" required>
          <Input {...form.register("chooseLabel")} />
        </FormField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField form={form} name="privacyUrl" label="Privacy policy" htmlFor="consent-privacy" hint="Optional: its full address, linked from the banner">
          <Input type="url" placeholder="https://example.com/privacy" {...form.register("privacyUrl")} />
        </FormField>
        <FormNativeSelect form={form} name="position" id="consent-position" label="Position" options={positions} />
      </div>
      <p className="text-sm text-muted-foreground">
        Version {settings.versionNumber}. Changing any text or the privacy link makes a new version, and visitors who chose on an older one are asked again.
      </p>
      <FormRootError form={form} />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save banner
        </Button>
      </div>
    </form>
  );
}
