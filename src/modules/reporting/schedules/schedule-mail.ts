/**
 * The mail of a scheduled report (pure): subject "<Workspace> · <Report> · <range>", a short text and
 * HTML body (every value escaped) with a link to the report; the PDF goes as an attachment.
 */
export type ScheduleMail = {
  workspaceName: string;
  title: string;
  /** "Last 7 days" */
  rangeName: string;
  /** "02/03/2026 – 08/03/2026", in the workspace's date format */
  rangeDates: string;
  link: string;
  scheduledBy: string;
  frequencyText: string;
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const oneLine = (s: string) => s.replace(/[\r\n]+/g, " ").trim();

export function renderScheduleMail(m: ScheduleMail): { subject: string; text: string; html: string } {
  const subject = oneLine(`${m.workspaceName} · ${m.title} · ${m.rangeDates}`);
  const lead = `Here is the ${m.title} of ${m.workspaceName} (${m.rangeName}: ${m.rangeDates}), as a PDF.`;
  const why = `${m.scheduledBy} scheduled this report (${m.frequencyText.charAt(0).toLowerCase()}${m.frequencyText.slice(1)}). To stop receiving it, ask them to remove you from the schedule.`;
  return {
    subject,
    text: `${lead}\n\nOpen the report in AI Marketing Tools:\n${m.link}\n\n${why}`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1e1b4b;max-width:560px;margin:24px auto;padding:0 16px"><p>${escape(lead)}</p><p><a href="${escape(m.link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">Open the report</a></p><p style="font-size:13px;color:#6b7280">${escape(why)}</p><p style="color:#6b7280;font-size:12px">AI Marketing Tools</p></body></html>`,
  };
}
