import { AppLink } from "@/components/ui/app-link";
import { DataTable } from "@/components/ui/data-table";
import { reportViewParams, type ReportView } from "../../contracts/report-view";
import type { Row, SeriesPoint, WorkspaceFormat } from "../../contracts/report.contracts";
import { reportDay } from "./format";
import { changeColumn, metricColumn, Section } from "./report-parts";

type Props = {
  /** The platform report's path, to go back to all its campaigns. */
  path: string;
  view: ReportView;
  name: string;
  adGroups: Row[];
  series: SeriesPoint[];
  format: WorkspaceFormat;
  compared: boolean;
  total: (key: string) => number | null;
  /** How conversions are shown: whole ("count", the default) or with their fractions ("decimal"). */
  conversions?: "count" | "decimal";
};

/**
 * One campaign, opened from a campaign row: its ad groups and its days (or weeks) for the report's
 * range, comparison and account. Rendered on the server with the report.
 */
export function CampaignSections({ path, view, name, adGroups, series, format, compared, total, conversions = "count" }: Props) {
  const back = reportViewParams({ ...view, campaignIds: [] });
  const weekly = view.grain === "week";
  return (
    <>
      <p className="text-sm">
        Showing the campaign <strong className="font-medium">{name}</strong>.{" "}
        <AppLink className="text-primary underline underline-offset-2" href={back.size ? `${path}?${back}` : path}>
          All campaigns
        </AppLink>
      </p>
      <Section title="Ad groups">
        <DataTable<Row>
          caption={`Ad groups of ${name}`}
          rows={adGroups}
          rowKey={(r) => `${r.sourceId}-${r.adGroupId}`}
          initialSort={{ id: "spend", desc: true }}
          emptyMessage="This campaign had no activity in this range."
          columns={[
            {
              id: "name",
              header: "Ad group",
              cell: (r) => <span className="block max-w-md truncate font-medium">{String(r.name)}</span>,
              sortValue: (r) => String(r.name),
              total: "Total",
            },
            metricColumn("spend", "Spend", "money", format, total("spend")),
            ...(compared ? [changeColumn<Row>("spend", "Spend change", format)] : []),
            metricColumn("impressions", "Impr.", "count", format, total("impressions")),
            metricColumn("clicks", "Clicks", "count", format, total("clicks")),
            metricColumn("ctr", "CTR", "percent", format, total("ctr")),
            metricColumn("conversions", "Conv.", conversions, format, total("conversions")),
            metricColumn("cpa", "CPA", "money", format, total("cpa")),
            metricColumn("roas", "ROAS", "ratio", format, total("roas")),
          ]}
        />
      </Section>
      <Section title={weekly ? "By week" : "By day"}>
        <DataTable<Row>
          caption={`${name} ${weekly ? "by week" : "by day"}`}
          rows={series as Row[]}
          rowKey={(r) => String(r.x)}
          initialSort={{ id: "day", desc: true }}
          emptyMessage="This campaign had no activity in this range."
          columns={[
            {
              id: "day",
              header: weekly ? "Week of" : "Day",
              cell: (r) => reportDay(String(r.x), format, true),
              sortValue: (r) => String(r.x),
              total: "Total",
            },
            metricColumn("spend", "Spend", "money", format, total("spend")),
            ...(compared ? [changeColumn<Row>("spend", "Spend change", format)] : []),
            metricColumn("impressions", "Impr.", "count", format, total("impressions")),
            metricColumn("clicks", "Clicks", "count", format, total("clicks")),
            metricColumn("conversions", "Conv.", conversions, format, total("conversions")),
            metricColumn("cpa", "CPA", "money", format, total("cpa")),
            metricColumn("roas", "ROAS", "ratio", format, total("roas")),
          ]}
        />
      </Section>
    </>
  );
}
