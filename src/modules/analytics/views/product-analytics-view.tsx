"use client";

import { Lock } from "lucide-react";
import { useRouter } from "next/navigation";
import { AdminNote } from "@/components/ui/admin-note";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { can, useCurrentWorkspace } from "@/modules/identity/client";
import type { UsageArea } from "../contracts/usage.constants";
import { useProductAnalyticsSettings } from "../hooks/use-product-analytics";
import { EarlyAccessSection } from "../ui/early-access-section";
import { EventLimitSection } from "../ui/event-limit-section";
import { FlagsSection } from "../ui/flags-section";
import { SurveysPanel, type SurveySelection } from "../ui/surveys/surveys-panel";
import { UsageSection } from "../ui/usage-section";

const PATH = "/marketing-dashboard/settings/general/product-analytics";

/** settings/general/product-analytics: how the team uses the product, feature flags and early access (owners and admins). */
export function ProductAnalyticsView({ areas, survey }: { areas: UsageArea[]; survey: SurveySelection }) {
  const { data: workspace } = useCurrentWorkspace();
  if (!can(workspace.role, "workspace.manage")) {
    return <EmptyState icon={Lock} title="Product analytics aren't part of your role" description="Ask a workspace owner or admin." />;
  }
  return <Allowed areas={areas} survey={survey} demo={workspace.isDemo} />;
}

function Allowed({ areas, survey, demo }: { areas: UsageArea[]; survey: SurveySelection; demo: boolean }) {
  const settings = useProductAnalyticsSettings();
  const router = useRouter();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Product analytics</h1>
        <p className="text-muted-foreground">How your team uses the product, and the features you turn on for some or all people.</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Usage</CardTitle>
          <CardDescription>
            Counted by AI Marketing Tools itself: nothing is sent to another company.
            {demo ? " In this demo workspace the people and their steps are demo data, made up to show the charts." : null}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <UsageSection areas={areas} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Event limit</CardTitle>
          <CardDescription>How many events your sites and the product may send a month, so usage never runs past what you planned.</CardDescription>
        </CardHeader>
        <CardContent>{settings.data ? <EventLimitSection events={settings.data.events} /> : <Skeleton className="h-16 w-full" />}</CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Feature flags</CardTitle>
          <CardDescription>Turn a feature on for everyone, for a share of people, or for nobody, without a new release.</CardDescription>
        </CardHeader>
        <CardContent>{settings.data ? <FlagsSection flags={settings.data.flags} /> : <Skeleton className="h-24 w-full" />}</CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Early access</CardTitle>
          <CardDescription>Features people can choose to try before everyone gets them.</CardDescription>
        </CardHeader>
        <CardContent>{settings.data ? <EarlyAccessSection features={settings.data.earlyAccess} /> : <Skeleton className="h-24 w-full" />}</CardContent>
      </Card>
      <Card id="in-app-surveys">
        <CardHeader>
          <CardTitle as="h2">In-app surveys</CardTitle>
          <CardDescription>Questions the product itself asks the people who use it, such as how likely they are to recommend it.</CardDescription>
        </CardHeader>
        <CardContent>
          <SurveysPanel
            audience="product"
            canEdit
            selected={survey}
            onOpen={(selection) => router.push(selection ? `${PATH}?survey=${selection}#in-app-surveys` : `${PATH}#in-app-surveys`, { scroll: false })}
          />
        </CardContent>
      </Card>
      {settings.data ? (
        <AdminNote testId="product-analytics-admin">
          <p>
            This workspace&apos;s project token is <code>{settings.data.token}</code>. PostHog&apos;s browser library sends events, and reads these flags,
            early-access features and surveys, when it is pointed at this server (<code>api_host</code> = this server&apos;s address) with that token.
          </p>
          <p>
            To count the product&apos;s own use here, set <code>NEXT_PUBLIC_POSTHOG_KEY</code> to this token and leave <code>NEXT_PUBLIC_POSTHOG_HOST</code>{" "}
            unset. The guide &quot;Product analytics&quot; has the details.
          </p>
        </AdminNote>
      ) : null}
    </div>
  );
}
