"use client";

import { useEffect, useId, useRef, useState } from "react";
import { buttonVariants, PlainButton } from "@/components/ui/plain-button";
import { CONSENT_SETTINGS_EVENT, setConsentSettingsAvailable, type ConsentSettingsLink } from "@/lib/consent-settings";
import { CONSENT, needsBanner, type ConsentSource, type ConsentState } from "../../consent/consent";
import { PRODUCT_BANNER_VERSION } from "../../contracts/product-analytics.constants";
import { chooseConsent, subscribeConsent } from "./consent-store";

/** Every answer has the same button: accepting is no easier than refusing. */
const ANSWER = buttonVariants({ variant: "outline", size: "sm" });

/**
 * The product's consent banner (spec §4): accept, reject or choose (usage analytics, advertising),
 * in a region at the bottom of the screen that doesn't block the page (no dialog, no backdrop), on
 * the signed-in app and the public pages alike. Shown until a choice is made for the current text
 * version; "Cookie settings" (account menu, footers) opens it again with the current choices ticked.
 * Rendered on the server from the cookie, so it is there at first paint; hidden when printing (PDF reports).
 */
export function ConsentBanner({ initial }: { initial: ConsentState | null }) {
  const [state, setState] = useState(initial);
  const [open, setOpen] = useState(() => needsBanner(initial, PRODUCT_BANNER_VERSION));
  const [choosing, setChoosing] = useState(false);
  const [source, setSource] = useState<ConsentSource>("banner");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => subscribeConsent(setState), []);
  useEffect(() => {
    const reopen = (event: Event) => {
      setSource((event as CustomEvent<ConsentSettingsLink>).detail === "footer" ? "footer" : "account-menu");
      setChoosing(true);
      setOpen(true);
      // Focus moves to the banner so a keyboard user lands on the choices they asked for.
      requestAnimationFrame(() => headingRef.current?.focus());
    };
    window.addEventListener(CONSENT_SETTINGS_EVENT, reopen);
    setConsentSettingsAvailable(true);
    return () => {
      window.removeEventListener(CONSENT_SETTINGS_EVENT, reopen);
      setConsentSettingsAvailable(false);
    };
  }, []);

  if (!open) return null;
  const decide = (action: Parameters<typeof chooseConsent>[0]) => {
    chooseConsent(action, source);
    setOpen(false);
    setChoosing(false);
  };
  const decided = !needsBanner(state, PRODUCT_BANNER_VERSION);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 shadow-lg backdrop-blur print:hidden sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md sm:rounded-lg sm:border"
    >
      <div className="grid gap-3 p-4">
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="text-sm font-semibold outline-none">
          Cookie choices
        </h2>
        <p className="text-sm text-muted-foreground">
          We&apos;d like to use cookies to learn which parts of the product people use and to measure our own ads. Nothing is collected unless you say yes, and
          you can change your mind any time under Cookie settings.
        </p>
        {choosing ? (
          <ChoiceForm key={state?.decidedAt ?? "new"} state={state} onSave={(analytics, advertising) => decide({ type: "choose", analytics, advertising })} />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <PlainButton className={ANSWER} onClick={() => decide({ type: "accept_all" })}>
            Accept all
          </PlainButton>
          <PlainButton className={ANSWER} onClick={() => decide({ type: "reject_all" })}>
            Reject all
          </PlainButton>
          {!choosing ? (
            <PlainButton className={ANSWER} onClick={() => setChoosing(true)}>
              Choose
            </PlainButton>
          ) : null}
          {decided ? (
            <PlainButton className={buttonVariants({ variant: "ghost", size: "sm" })} onClick={() => setOpen(false)}>
              Close
            </PlainButton>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function ChoiceForm({ state, onSave }: { state: ConsentState | null; onSave: (analytics: boolean, advertising: boolean) => void }) {
  const [analytics, setAnalytics] = useState(state?.analytics === CONSENT.GRANTED);
  const [advertising, setAdvertising] = useState(state?.advertising === CONSENT.GRANTED);
  return (
    <form
      aria-label="Choose cookies"
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(analytics, advertising);
      }}
    >
      <Choice label="Usage analytics" help="Which pages and features are used, so we know what to improve." checked={analytics} onChange={setAnalytics} />
      <Choice label="Advertising" help="Whether our ads on Google and Meta brought you here." checked={advertising} onChange={setAdvertising} />
      <div>
        <PlainButton type="submit" className={ANSWER}>
          Save my choices
        </PlainButton>
      </div>
    </form>
  );
}

function Choice({ label, help, checked, onChange }: { label: string; help: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        <span className="font-medium">{label}</span>
        <span className="block text-muted-foreground">{help}</span>
      </span>
    </label>
  );
}
