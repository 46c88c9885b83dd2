import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { VerificationRun } from "./format";
import { RunHistory } from "./run-history";

const run = (r: Partial<VerificationRun> & Pick<VerificationRun, "id" | "scope" | "label" | "status">) =>
  ({ total: 3, done: 3, valid: 0, risky: 0, invalid: 0, probeSmtp: false, createdAt: new Date("2026-11-21T14:05:00Z"), ...r }) as VerificationRun;
const runs = [
  run({ id: "list-running", scope: "list", label: "Autumn newsletter", status: "running", done: 1 }),
  run({ id: "list-done", scope: "list", label: "Spring newsletter", status: "completed", valid: 1, risky: 1, invalid: 1, probeSmtp: true }),
  run({ id: "one", scope: "single", label: "info@acme-mail.test", status: "completed", total: 1, done: 1, risky: 1 }),
];
const html = renderToStaticMarkup(
  createElement(RunHistory, { runs, selectedId: "list-done", format: { locale: "en-US", timeZone: "UTC" }, onSelect: () => undefined }),
);
const rows = html.split("<tr").slice(2);
const text = (h: string) =>
  h
    .replace(/<[^>]+>/g, "|")
    .replace(/\|+/g, "|")
    .replace(/\s/g, " ");

describe("RunHistory (email verification)", () => {
  it("is the table the page names Verification history, with a row per run", () => {
    expect(html).toContain('aria-label="Verification history"');
    expect(text(html.split("<tbody")[0]!)).toContain("|Started|Checked|Status|Valid|Risky|Invalid|Open|");
    expect(rows).toHaveLength(3);
  });

  it("writes each run's start in the workspace's zone, what it checked, its status and counts", () => {
    expect(text(rows[1]!)).toContain("|Nov 21, 2026, 2:05 PM|Spring newsletter|List or segment · mailbox probe|Done|1|1|1|Shown|");
    expect(text(rows[0]!)).toContain("|Autumn newsletter|List or segment|Running|0|0|0|Open|");
  });

  it("shows a single address's verdict instead of its status, and nothing to open", () => {
    expect(text(rows[2]!)).toContain("|info@acme-mail.test|One address|Risky|0|1|0|");
    expect(rows[2]).not.toContain("<button");
  });

  it("opens a finished list run by its name and time, not a running one", () => {
    expect(rows[1]).toMatch(/disabled=""[^>]*aria-label="Open the results of Spring newsletter, Nov 21, 2026, 2:05\sPM"/);
    expect(rows[0]).toMatch(/<button[^>]*disabled=""/);
    expect(rows[1]).toContain('aria-current="true"');
  });
});
