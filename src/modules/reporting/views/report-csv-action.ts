"use server";

import type { CsvValue } from "@/lib/csv";
import { adCsv, emailCsv, overviewCsv, searchCsv, socialCsv, storeCsv, webCsv } from "./report-csv";
import type { ReportKind } from "./report-kind";
import { loadReportPage, type ReportPage } from "./report-page";

type Csv = { filename: string; rows: CsvValue[][] };

function rowsOf<T>(page: ReportPage<T>, build: (data: T) => Csv): Csv {
  const { result } = page;
  if (result.error !== null) throw new Error(result.error);
  return build(result.data);
}

/**
 * A report's CSV for the view in `search` (the page's query), read on the server with the same
 * checks as the page: the workspace and role come from the session, and a refused filter fails.
 */
export async function reportCsv(report: ReportKind, search: string): Promise<Csv> {
  const params = new URLSearchParams(search);
  switch (report.kind) {
    case "overview": {
      const page = await loadReportPage(report, params, (c, input) => c.reporting.reports.overview(input));
      return rowsOf(page, (data) => overviewCsv(data, page.input));
    }
    case "ads": {
      const page = await loadReportPage(report, params, (c, input) => c.reporting.reports.ads({ ...input, platform: report.platform }));
      return rowsOf(page, (data) => adCsv(report.platform, data, page.input));
    }
    case "web": {
      const page = await loadReportPage(report, params, (c, input) => c.reporting.reports.web(input));
      return rowsOf(page, (data) => webCsv(data, page.input));
    }
    case "search": {
      const page = await loadReportPage(report, params, (c, input) => c.reporting.reports.search({ ...input, platform: report.platform }));
      return rowsOf(page, (data) => searchCsv(report.platform, data, page.input));
    }
    case "email": {
      const page = await loadReportPage(report, params, (c, input) => c.reporting.reports.email({ ...input, platform: report.platform }));
      return rowsOf(page, (data) => emailCsv(report.platform, data, page.input));
    }
    case "store": {
      const page = await loadReportPage(report, params, (c, input) => c.reporting.reports.store(input));
      return rowsOf(page, (data) => storeCsv(data, page.input));
    }
    case "social": {
      const page = await loadReportPage(report, params, (c, input) => c.reporting.reports.social({ ...input, platform: report.platform }));
      return rowsOf(page, (data) => socialCsv(report.platform, data, page.input));
    }
  }
}
