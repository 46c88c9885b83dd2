import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Mail } from "@/components/ui/markup-icons";

/** Where an email is written (a CRM list's "Email this list") and where a sending domain is set up. */
export const LISTS_HREF = "/marketing-dashboard/data/crm-lists";
export const SENDING_DOMAINS_HREF = "/marketing-dashboard/settings/data-settings/domain-verification";

/** A sending domain as the report needs it. */
export type DomainState = { domain: string; status: string };

/**
 * What the own email tool's report shows: how to send the first email while none has been sent
 * (with the sending domain to set up first when there is none verified; `null` when the person
 * can't see the workspace's domains), or the report with the verified domains mail goes out from.
 */
export type OwnEmailState = { kind: "first-send"; domainReady: boolean | null } | { kind: "report"; sentFrom: string[] };

export function ownEmailState(sources: readonly unknown[], domains: readonly DomainState[] | null): OwnEmailState {
  const verified = domains?.filter((d) => d.status === "verified").map((d) => d.domain) ?? null;
  if (sources.length === 0) return { kind: "first-send", domainReady: verified === null ? null : verified.length > 0 };
  return { kind: "report", sentFrom: verified ?? [] };
}

/** No email sent from the app yet: what the report will show, and the way to the first send. */
export function FirstSendEmpty({ domainReady }: { domainReady: boolean | null }) {
  const needsDomain = domainReady === false;
  return (
    <EmptyState
      icon={Mail}
      headingLevel="h2"
      title="No email sent from here yet"
      description={
        <>
          This report fills in with the emails you send from this app: how many went out, were delivered, opened and clicked, bounced or unsubscribed.{" "}
          {needsDomain
            ? "To send your first one, set up a sending domain so inboxes trust your mail, then open a list in the CRM and choose “Email this list”."
            : "To send your first one, open a list in the CRM and choose “Email this list”."}
        </>
      }
      action={
        <div className="flex flex-wrap justify-center gap-2">
          {needsDomain ? (
            <Button asChild>
              <AppLink href={SENDING_DOMAINS_HREF}>Set up a sending domain</AppLink>
            </Button>
          ) : null}
          <Button asChild variant={needsDomain ? "outline" : "default"}>
            <AppLink href={LISTS_HREF}>Open your lists</AppLink>
          </Button>
        </div>
      }
    />
  );
}

/** The verified domains the workspace's email goes out from, above its numbers. */
export function SentFrom({ domains }: { domains: string[] }) {
  if (domains.length === 0) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="sent-from">
      Sent from {domains.join(", ")}.{" "}
      <AppLink className="underline underline-offset-2" href={SENDING_DOMAINS_HREF}>
        Sending domains
      </AppLink>
    </p>
  );
}
