import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JobProgress, type JobProgressProps } from "./job-progress";

const stop = {
  label: "Stop audit",
  title: "Stop this audit?",
  description: "The crawl stops.",
  keepLabel: "Keep crawling",
  pending: false,
  onStop: async () => undefined,
};
const render = (props: Partial<JobProgressProps> = {}) =>
  renderToStaticMarkup(
    createElement(JobProgress, {
      id: "job-title",
      title: "Crawling",
      subject: "https://www.example.com",
      done: 120,
      total: 500,
      label: "Audit progress",
      detailTestId: "job-text",
      children: "120 of up to 500 pages crawled.",
      ...props,
    }),
  );
const plain = (html: string) => html.replace(/<[^>]+>/g, "");

describe("JobProgress", () => {
  it("names its section by the heading, which says what the job does and on what", () => {
    const html = render();
    expect(html).toMatch(/^<section aria-labelledby="job-title"/);
    expect(html).toMatch(/<h2 id="job-title"[^>]*>Crawling<span[^>]*> https:\/\/www\.example\.com<\/span><\/h2>/);
    expect(render({ headingLevel: "h3" })).toContain('<h3 id="job-title"');
  });

  it("shows a known total as a named progress bar with the percentage", () => {
    const html = render();
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-label="Audit progress"');
    expect(html).toContain('aria-valuenow="24"');
    expect(html).toContain('aria-valuetext="24%"');
    expect(plain(html)).toContain("24%");
  });

  it("keeps the percentage at 100 when the counts overshoot the total", () => {
    expect(render({ done: 510, total: 500 })).toContain('aria-valuenow="100"');
  });

  it("is indeterminate, without a percentage, while the total isn't known", () => {
    for (const total of [null, 0]) {
      const html = render({ done: 0, total });
      expect(html).toContain('data-state="indeterminate"');
      expect(html).not.toContain("aria-valuenow");
      expect(plain(html)).not.toContain("%");
    }
  });

  it("puts the counts in words in a polite live region", () => {
    expect(render()).toContain('<p class="text-sm text-muted-foreground" aria-live="polite" data-testid="job-text">120 of up to 500 pages crawled.</p>');
  });

  it("offers Stop only when it is given, disabled while a stop is on its way", () => {
    expect(plain(render())).not.toContain("Stop audit");
    expect(render({ stop })).toMatch(/<button type="button"[^>]*>Stop audit<\/button>/);
    expect(render({ stop: { ...stop, pending: true } })).toMatch(/<button type="button"[^>]*disabled=""[^>]*>Stop audit<\/button>/);
  });
});
