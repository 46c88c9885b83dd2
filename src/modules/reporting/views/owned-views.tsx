import { TRPCError } from "@trpc/server";
import { AppLink } from "@/components/ui/app-link";
import { BarChart, FunnelChart } from "@/components/ui/charts";
import { DataTable } from "@/components/ui/data-table";
import type { emailPlatformIds, Row, socialPlatformIds } from "../contracts/report.contracts";
import { FirstSendEmpty, LISTS_HREF, ownEmailState, SentFrom } from "../ui/report/email-tool-parts";
import { formatMetric, reportDay } from "../ui/report/format";
import { ReportFrame } from "../ui/report/report-frame";
import { KpiGrid, metricColumn, Section, textColumn } from "../ui/report/report-parts";
import { SeriesCard } from "../ui/report/series-card";
import { reportCsv } from "./report-csv-action";
import { loadReportPage, searchOf, type ReportSearch } from "./report-page";

const CONNECT = "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources";

type EmailPlatform = (typeof emailPlatformIds)[number];

const forbiddenAsNull = (error: unknown): null => {
  if (error instanceof TRPCError && error.code === "FORBIDDEN") return null;
  throw error;
};

/**
 * Mailchimp or the product's own email tool, rendered on the server: sends, opens, clicks, bounces,
 * unsubscribes and revenue. The own tool has nothing to connect: it reports the workspace's sends,
 * says which domains they go out from, and until the first send, how to make it.
 */
export async function EmailReportView({ platform, searchParams }: { platform: EmailPlatform; searchParams: ReportSearch }) {
  const report = { kind: "email", platform } as const;
  const own = platform === "email-tool";
  const loaded = await loadReportPage(report, searchOf(await searchParams), (caller, input) =>
    Promise.all([
      caller.reporting.reports.email({ ...input, platform }),
      // A role that can't see sending domains still reads the report.
      own ? caller.messaging.domains.list().catch(forbiddenAsNull) : null,
    ]),
  );
  const [data, domains] = loaded.result.data ?? [null, null];
  const page = { ...loaded, result: data ? { data, error: null } : { data: null, error: loaded.result.error ?? "" } };
  const state = own && data ? ownEmailState(data.sources, domains) : null;
  const total = (key: string) => data?.kpis.find((k) => k.key === key)?.value ?? null;
  const compared = !!data?.comparison;
  return (
    <ReportFrame
      report={report}
      title={own ? "Our email tool report" : "Mailchimp report"}
      description={
        own
          ? "Sends, opens, clicks, bounces and unsubscribes of the campaigns you send from here."
          : "Campaign sends, opens, clicks and unsubscribes from Mailchimp."
      }
      connectLabel={own ? "the email tool" : "Mailchimp"}
      connectHref={CONNECT}
      empty={state?.kind === "first-send" ? <FirstSendEmpty domainReady={state.domainReady} /> : undefined}
      page={page}
      csv={reportCsv.bind(null, report)}
    >
      {data && (
        <div className="flex flex-col gap-5">
          {state?.kind === "report" && <SentFrom domains={state.sentFrom} />}
          <KpiGrid kpis={data.kpis} format={data.format} series={data.series} compared={compared} />
          {own && data.campaigns.length === 0 && (
            <p className="rounded-lg border bg-muted/40 p-3 text-sm">
              No email was sent from here in this range. Emails you send appear in this report as soon as they go out.{" "}
              <AppLink className="underline underline-offset-2" href={LISTS_HREF}>
                Email one of your lists
              </AppLink>
            </p>
          )}
          <SeriesCard
            series={data.series}
            metric={page.view.metric}
            compared={compared}
            format={data.format}
            metrics={[
              { key: "sent", label: "Emails sent", format: "count" },
              { key: "opens", label: "Opens", format: "count" },
              { key: "clicks", label: "Clicks", format: "count" },
              { key: "openRate", label: "Open rate", format: "percent" },
              { key: "clickRate", label: "Click rate", format: "percent" },
              { key: "unsubscribes", label: "Unsubscribes", format: "count" },
            ]}
          />
          <Section title="Campaigns">
            <DataTable<Row>
              caption="Email campaigns"
              rows={data.campaigns}
              rowKey={(r) => `${r.sourceId}-${r.campaignId}`}
              initialSort={{ id: "sendDate", desc: true }}
              emptyMessage="No campaign was sent in this range."
              columns={[
                {
                  id: "sendDate",
                  header: "Sent on",
                  cell: (r) => reportDay(String(r.sendDate), data.format, true),
                  sortValue: (r) => String(r.sendDate),
                  total: "Total",
                },
                textColumn<Row>("name", "Campaign", { wide: true }),
                metricColumn("sent", "Sent", "count", data.format, Number(data.kpis.find((k) => k.key === "sent")?.value ?? 0)),
                metricColumn("openRate", "Open rate", "percent", data.format, total("openRate")),
                metricColumn("clickRate", "Click rate", "percent", data.format, total("clickRate")),
                metricColumn("bounceRate", "Bounce rate", "percent", data.format, total("bounceRate")),
                metricColumn("unsubscribes", "Unsubscribes", "count", data.format),
                metricColumn("revenue", "Revenue", "money", data.format, total("revenue")),
              ]}
            />
          </Section>
        </div>
      )}
    </ReportFrame>
  );
}

/** Shopify, rendered on the server: revenue, orders, AOV, new and returning customers, and the funnel from sessions. */
export async function StoreReportView({ searchParams }: { searchParams: ReportSearch }) {
  const report = { kind: "store" } as const;
  const page = await loadReportPage(report, searchOf(await searchParams), (caller, input) => caller.reporting.reports.store(input));
  const data = page.result.data;
  const compared = !!data?.comparison;
  return (
    <ReportFrame
      report={report}
      title="Shopify store report"
      description="Orders, revenue, average order value and customers of your store."
      connectLabel="Shopify"
      connectHref={CONNECT}
      page={page}
      csv={reportCsv.bind(null, report)}
    >
      {data && (
        <div className="flex flex-col gap-5">
          <KpiGrid kpis={data.kpis} format={data.format} series={data.series} compared={compared} />
          <SeriesCard
            series={data.series}
            metric={page.view.metric}
            compared={compared}
            format={data.format}
            metrics={[
              { key: "revenue", label: "Revenue", format: "money" },
              { key: "orders", label: "Orders", format: "count" },
              { key: "aov", label: "Average order value", format: "money" },
              { key: "newCustomers", label: "New customers", format: "count" },
            ]}
          />
          <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
            <Section title="From visit to order">
              {data.funnel ? (
                <FunnelChart ariaLabel="Store funnel" steps={data.funnel} formatValue={(v) => formatMetric(v, "count", data.format)} />
              ) : (
                <p className="text-sm text-muted-foreground">
                  <AppLink className="underline underline-offset-2" href={CONNECT}>
                    Connect Google Analytics
                  </AppLink>{" "}
                  to see the funnel from sessions to orders.
                </p>
              )}
            </Section>
            <Section title="Customers">
              <BarChart
                ariaLabel="New and returning customers"
                data={data.customers.map((c) => ({ label: String(c.kind), value: Number(c.customers) }))}
                formatValue={(v) => formatMetric(v, "count", data.format)}
              />
            </Section>
          </div>
        </div>
      )}
    </ReportFrame>
  );
}

type SocialPlatform = (typeof socialPlatformIds)[number];

/** A Facebook page or an Instagram account, rendered on the server: reach, views, engagement, follows and posts. */
export async function SocialReportView({ platform, searchParams }: { platform: SocialPlatform; searchParams: ReportSearch }) {
  const report = { kind: "social", platform } as const;
  const page = await loadReportPage(report, searchOf(await searchParams), (caller, input) => caller.reporting.reports.social({ ...input, platform }));
  const data = page.result.data;
  const compared = !!data?.comparison;
  const label = platform === "facebook-page" ? "Facebook page" : "Instagram account";
  return (
    <ReportFrame
      report={report}
      title={platform === "facebook-page" ? "Facebook page report" : "Instagram page report"}
      description={`Reach, engagement and follower growth of your ${label}.`}
      connectLabel={platform === "facebook-page" ? "a Facebook page" : "an Instagram account"}
      connectHref={CONNECT}
      page={page}
      csv={reportCsv.bind(null, report)}
    >
      {data && (
        <div className="flex flex-col gap-5">
          <KpiGrid kpis={data.kpis} format={data.format} series={data.series} compared={compared} />
          <SeriesCard
            series={data.series}
            metric={page.view.metric}
            compared={compared}
            format={data.format}
            metrics={[
              { key: "reach", label: "Reach", format: "count" },
              { key: "engagement", label: "Engagement", format: "count" },
              { key: "views", label: "Views", format: "count" },
              { key: "follows", label: "New follows", format: "count" },
              { key: "engagementRate", label: "Engagement rate", format: "percent" },
            ]}
          />
          <Section title="Best days by engagement">
            <DataTable<Row>
              caption="Best days by engagement"
              rows={data.bestDays}
              rowKey={(r) => String(r.day)}
              initialSort={{ id: "engagement", desc: true }}
              emptyMessage="No activity in this range."
              columns={[
                { id: "day", header: "Day", cell: (r) => reportDay(String(r.day), data.format, true), sortValue: (r) => String(r.day) },
                metricColumn("engagement", "Engagement", "count", data.format),
                metricColumn("reach", "Reach", "count", data.format),
                metricColumn("engagementRate", "Engagement rate", "percent", data.format),
                metricColumn("posts", "Posts", "count", data.format),
              ]}
            />
          </Section>
        </div>
      )}
    </ReportFrame>
  );
}
