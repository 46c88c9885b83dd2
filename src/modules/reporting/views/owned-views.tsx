"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { BarChart, FunnelChart } from "@/components/ui/charts";
import { DataTable } from "@/components/ui/data-table";
import { useTRPC } from "@/trpc/client";
import type { emailPlatformIds, Row, socialPlatformIds } from "../contracts/report.contracts";
import { formatDay, formatMetric } from "../ui/report/format";
import { ReportFrame } from "../ui/report/report-frame";
import { csvOf, KpiGrid, metricColumn, Section, SeriesCard, textColumn } from "../ui/report/report-parts";
import { useReportView } from "../ui/report/use-report-view";

const CONNECT = "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources";

type EmailPlatform = (typeof emailPlatformIds)[number];

/** Mailchimp or the product's own email tool: sends, opens, clicks, bounces, unsubscribes and revenue. */
export function EmailReportView({ platform, today }: { platform: EmailPlatform; today: string }) {
  const trpc = useTRPC();
  const { view, input, setView } = useReportView(today);
  const state = { view, setView, today };
  const query = useQuery({ ...trpc.reporting.reports.email.queryOptions({ ...input, platform }), placeholderData: keepPreviousData });
  const data = query.data;
  const own = platform === "email-tool";
  const total = (key: string) => data?.kpis.find((k) => k.key === key)?.value ?? null;
  return (
    <ReportFrame
      title={own ? "Our email tool report" : "Mailchimp report"}
      description={own ? "Sends, opens, clicks, bounces and unsubscribes of the campaigns you send from here." : "Campaign sends, opens, clicks and unsubscribes from Mailchimp."}
      connectLabel={own ? "the email tool" : "Mailchimp"}
      connectHref={CONNECT}
      state={state}
      query={query}
      csv={() => ({
        filename: `${platform}-${input.start}-${input.end}.csv`,
        rows: data
          ? csvOf(data, [
              {
                title: "Campaigns",
                rows: data.campaigns,
                columns: [["sendDate", "Sent on"], ["name", "Campaign"], ["audience", "Audience"], ["sent", "Sent"], ["delivered", "Delivered"], ["opens", "Opens"], ["clicks", "Clicks"], ["bounces", "Bounces"], ["unsubscribes", "Unsubscribes"], ["revenue", "Revenue"]],
              },
            ])
          : [],
      })}
    >
      {data && (
        <div className="flex flex-col gap-5">
          <KpiGrid kpis={data.kpis} format={data.format} series={data.series} compared={!!data.comparison} />
          {own && data.campaigns.length === 0 && (
            <p className="rounded-lg border bg-muted/40 p-3 text-sm">No campaign was sent from the email tool in this range. Campaigns you send from here appear in this report as soon as they go out.</p>
          )}
          <SeriesCard
            data={data}
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
                { id: "sendDate", header: "Sent on", cell: (r) => formatDay(String(r.sendDate), data.format.locale, true), sortValue: (r) => String(r.sendDate), total: "Total" },
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

/** Shopify: revenue, orders, AOV, new and returning customers, and the funnel from sessions. */
export function StoreReportView({ today }: { today: string }) {
  const trpc = useTRPC();
  const { view, input, setView } = useReportView(today);
  const state = { view, setView, today };
  const query = useQuery({ ...trpc.reporting.reports.store.queryOptions(input), placeholderData: keepPreviousData });
  const data = query.data;
  return (
    <ReportFrame
      title="Shopify store report"
      description="Orders, revenue, average order value and customers of your store."
      connectLabel="Shopify"
      connectHref={CONNECT}
      state={state}
      query={query}
      csv={() => ({
        filename: `shopify-${input.start}-${input.end}.csv`,
        rows: data ? csvOf(data, [{ title: "By day", rows: data.series, columns: [["x", "Day"], ["orders", "Orders"], ["revenue", "Revenue"], ["newCustomers", "New customers"], ["returningCustomers", "Returning customers"]] }]) : [],
      })}
    >
      {data && (
        <div className="flex flex-col gap-5">
          <KpiGrid kpis={data.kpis} format={data.format} series={data.series} compared={!!data.comparison} />
          <SeriesCard
            data={data}
            metrics={[
              { key: "revenue", label: "Revenue", format: "money" },
              { key: "orders", label: "Orders", format: "count" },
              { key: "aov", label: "Average order value", format: "money" },
              { key: "newCustomers", label: "New customers", format: "count" },
            ]}
          />
          <div className="grid gap-5 lg:grid-cols-2">
            <Section title="From visit to order">
              {data.funnel ? (
                <FunnelChart ariaLabel="Store funnel" steps={data.funnel} formatValue={(v) => formatMetric(v, "count", data.format)} />
              ) : (
                <p className="text-sm text-muted-foreground">
                  <Link className="underline underline-offset-2" href={CONNECT}>
                    Connect Google Analytics
                  </Link>{" "}
                  to see the funnel from sessions to orders.
                </p>
              )}
            </Section>
            <Section title="Customers">
              <BarChart ariaLabel="New and returning customers" data={data.customers.map((c) => ({ label: String(c.kind), value: Number(c.customers) }))} formatValue={(v) => formatMetric(v, "count", data.format)} />
            </Section>
          </div>
        </div>
      )}
    </ReportFrame>
  );
}

type SocialPlatform = (typeof socialPlatformIds)[number];

/** A Facebook page or an Instagram account: reach, views, engagement, follows and posts. */
export function SocialReportView({ platform, today }: { platform: SocialPlatform; today: string }) {
  const trpc = useTRPC();
  const { view, input, setView } = useReportView(today);
  const state = { view, setView, today };
  const query = useQuery({ ...trpc.reporting.reports.social.queryOptions({ ...input, platform }), placeholderData: keepPreviousData });
  const data = query.data;
  const label = platform === "facebook-page" ? "Facebook page" : "Instagram account";
  return (
    <ReportFrame
      title={platform === "facebook-page" ? "Facebook page report" : "Instagram page report"}
      description={`Reach, engagement and follower growth of your ${label}.`}
      connectLabel={platform === "facebook-page" ? "a Facebook page" : "an Instagram account"}
      connectHref={CONNECT}
      state={state}
      query={query}
      csv={() => ({
        filename: `${platform}-${input.start}-${input.end}.csv`,
        rows: data ? csvOf(data, [{ title: "By day", rows: data.series, columns: [["x", "Day"], ["reach", "Reach"], ["views", "Views"], ["engagement", "Engagement"], ["follows", "New follows"], ["posts", "Posts"]] }]) : [],
      })}
    >
      {data && (
        <div className="flex flex-col gap-5">
          <KpiGrid kpis={data.kpis} format={data.format} series={data.series} compared={!!data.comparison} />
          <SeriesCard
            data={data}
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
                { id: "day", header: "Day", cell: (r) => formatDay(String(r.day), data.format.locale, true), sortValue: (r) => String(r.day) },
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
