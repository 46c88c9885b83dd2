import { describe, expect, it } from "vitest";
import { renderScheduleMail } from "./schedule-mail";

const mail = {
  workspaceName: "Acme <Agency>",
  title: "Google Ads report",
  rangeName: "Last 7 days",
  rangeDates: "02/03/2026 – 08/03/2026",
  link: "https://app.example/marketing-dashboard/ppc-dashboard/google-ads?range=last7&compare=year",
  scheduledBy: 'Pat "PM" Marketer',
  frequencyText: "Every Monday at 08:00 (Europe/Paris)",
};

describe("the scheduled report's mail", () => {
  it("names workspace, report and range in the subject", () => {
    expect(renderScheduleMail(mail).subject).toBe("Acme <Agency> · Google Ads report · 02/03/2026 – 08/03/2026");
    expect(renderScheduleMail({ ...mail, workspaceName: "Evil\r\nBcc: x@y" }).subject).not.toMatch(/[\r\n]/);
  });

  it("links to the report and says who scheduled it, in text and HTML", () => {
    const { text, html } = renderScheduleMail(mail);
    expect(text).toContain("(Last 7 days: 02/03/2026 – 08/03/2026)");
    expect(text).toContain(mail.link);
    expect(text).toContain('Pat "PM" Marketer scheduled this report (every Monday at 08:00 (Europe/Paris))');
    expect(html).toContain('href="https://app.example/marketing-dashboard/ppc-dashboard/google-ads?range=last7&#38;compare=year"');
    expect(html).toContain("Acme &#60;Agency&#62;");
    expect(html).not.toContain("<Agency>");
  });
});
