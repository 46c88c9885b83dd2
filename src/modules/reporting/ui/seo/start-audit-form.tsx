"use client";

import { startTransition, useActionState, type FormEvent } from "react";
import { FormError } from "@/components/ui/form-error";
import { PlainButton } from "@/components/ui/plain-button";

/** What the form shows after a submit: the server's message for the address, or for the whole form. */
export type StartAuditState = { errors: { url?: string; form?: string } };
/** Starts an audit of the form's `url` on the server (a server action), answering with its messages. */
export type StartAuditAction = (state: StartAuditState, form: FormData) => Promise<StartAuditState>;

/**
 * The classes the design system's Label, Input and Button (`className="sm:mt-6"`) give this form's
 * parts, resolved ahead so that the page's first load has no `cn` (start-audit-form.render.test.ts
 * pins the form's markup to InlineFieldForm's).
 */
export const LABEL_CLASS = "text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50";
export const INPUT_CLASS =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs transition-colors placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive h-9 py-1 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground";
export const SUBMIT_CLASS =
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 h-9 px-4 sm:mt-6";

const NO_ERRORS: StartAuditState = { errors: {} };

/**
 * The site address and "Run audit" (InlineFieldForm's layout: the button beside the field, under it
 * on a phone). The server checks the address and answers with its message on the field, or on the
 * form (one audit at a time, the plan's limit, the role). Disabled while an audit runs.
 */
export function StartAuditForm({ defaultUrl, pageLimit, busy, action }: { defaultUrl: string; pageLimit: string; busy: boolean; action: StartAuditAction }) {
  const [state, dispatch, pending] = useActionState(action, NO_ERRORS);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    startTransition(() => dispatch(form));
  }
  return <StartAuditFields defaultUrl={defaultUrl} pageLimit={pageLimit} busy={busy} pending={pending} errors={state.errors} onSubmit={submit} />;
}

/** The form's markup for a state: the answer's messages, a submit on its way, an audit running. */
export function StartAuditFields({
  defaultUrl,
  pageLimit,
  busy,
  pending,
  errors,
  onSubmit,
}: {
  defaultUrl: string;
  pageLimit: string;
  busy: boolean;
  pending: boolean;
  errors: StartAuditState["errors"];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { url: error, form: formError } = errors;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Run an SEO audit" className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <div className="grid gap-1.5" data-invalid={error ? "" : undefined}>
          <label className={LABEL_CLASS} htmlFor="seo-url">
            Site address
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
          </label>
          <input
            type="url"
            className={INPUT_CLASS}
            name="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://www.example.com"
            defaultValue={defaultUrl}
            id="seo-url"
            aria-describedby={error ? "seo-url-hint seo-url-error" : "seo-url-hint"}
            aria-invalid={error ? true : undefined}
            aria-required
          />
          <p id="seo-url-hint" className="text-xs text-muted-foreground">
            {`We crawl up to ${pageLimit} pages of this site, following robots.txt.`}
          </p>
          {error ? (
            <p id="seo-url-error" role="alert" className="text-xs font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <PlainButton type="submit" className={SUBMIT_CLASS} loading={pending} disabled={busy}>
          Run audit
        </PlainButton>
      </div>
      {busy ? <p className="text-sm text-muted-foreground">An audit is running. You can start another when it ends.</p> : null}
      <FormError message={formError} />
    </form>
  );
}
