/**
 * What a PDF request asks for, checked (pure, unit-tested): a report page from REPORT_PATHS, never
 * an address; its view's query; the cookies that carry the person's session to the renderer; and the
 * download's file name.
 */
import { reportAt, type ReportPath } from "../report-paths";

export const MAX_QUERY_LENGTH = 2000;

export type PdfTarget = { report: ReportPath; search: string };

/** The report and the query of `?path=<report path>&<its view>`; a sentence when it isn't one. */
export function pdfTarget(params: URLSearchParams): PdfTarget | { error: string } {
  const path = params.get("path");
  if (!path) return { error: "Say which report to export: add path=/marketing-dashboard/… to the address." };
  const report = reportAt(path);
  if (!report) return { error: "Only report pages can be exported as PDF." };
  const rest = new URLSearchParams(params);
  rest.delete("path");
  const search = rest.toString();
  if (search.length > MAX_QUERY_LENGTH) return { error: "The report's view is too long to export. Remove some filters and try again." };
  return { report, search };
}

/** Session cookies next-auth writes (plain or __Secure-, possibly split into .0, .1 …). */
const SESSION_COOKIE = /^(__Secure-|__Host-)?next-auth\.session-token(\.\d+)?$/;

/** The request's cookies the renderer needs to open the page as the same person: the session only. */
export function sessionCookies(all: readonly { name: string; value: string }[]): { name: string; value: string }[] {
  return all.filter((c) => SESSION_COOKIE.test(c.name)).map(({ name, value }) => ({ name, value }));
}

// eslint-disable-next-line no-control-regex -- control characters don't belong in a file name
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

/** "<report title>-<from>-<to>.pdf", safe as a file name. */
export function pdfFilename(title: string, days: { start: string; end: string }): string {
  const base = title.replace(UNSAFE, "-").replace(/\s+/g, " ").trim() || "Report";
  return `${base}-${days.start}-${days.end}.pdf`;
}

/** Content-Disposition for a download: an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function attachmentDisposition(filename: string): string {
  const ascii =
    filename
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\%]/g, "-") || "report.pdf";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
