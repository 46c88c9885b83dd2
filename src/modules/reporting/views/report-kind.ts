import type { adPlatformIds, emailPlatformIds, searchPlatformIds, socialPlatformIds } from "../contracts/report.contracts";

export type ReportKind =
  | { kind: "overview" }
  | { kind: "ads"; platform: (typeof adPlatformIds)[number] }
  | { kind: "web" }
  | { kind: "search"; platform: (typeof searchPlatformIds)[number] }
  | { kind: "email"; platform: (typeof emailPlatformIds)[number] }
  | { kind: "store" }
  | { kind: "social"; platform: (typeof socialPlatformIds)[number] };

/** The platforms a report reads (for its account filter); the overview reads them all. */
export function platformsOf(report: ReportKind): string[] | undefined {
  switch (report.kind) {
    case "overview":
      return undefined;
    case "web":
      return ["google-analytics"];
    case "store":
      return ["shopify"];
    default:
      return [report.platform];
  }
}
