/**
 * Product mail, by template. The names are settings (MAIL_TEMPLATE_*), so an installation can point
 * a message at its own template; the built-in ones are here. Text and HTML say the same thing, and
 * every value is escaped in the HTML.
 */
export type Templates = {
  invitation: { workspaceName: string; inviterName: string; role: string; link: string; expiresAt: Date };
  "password-reset": { name: string | null; link: string; expiresAt: Date };
  "magic-link": { name: string | null; link: string; validHours: number; expiresAt: Date };
};
export type TemplateName = keyof Templates;
export type TemplateData<N extends TemplateName> = Templates[N];
export type RenderedMail = { subject: string; text: string; html: string };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const layout = (body: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1e1b4b;max-width:560px;margin:24px auto;padding:0 16px">${body}<p style="color:#6b7280;font-size:12px">AI Marketing Tools</p></body></html>`;

const passwordReset = (d: Templates["password-reset"]): RenderedMail => {
  const until = d.expiresAt.toUTCString();
  const hello = d.name ? `Hello ${d.name},` : "Hello,";
  return {
    subject: "Reset your AI Marketing Tools password",
    text: `${hello}\n\nSomeone (we hope you) asked to reset the password of your AI Marketing Tools account.\n\nChoose a new password:\n${d.link}\n\nThe link works once and until ${until}. If you didn't ask for it, ignore this mail: your password stays as it is.`,
    html: layout(
      `<p>${escape(hello)}</p><p>Someone (we hope you) asked to reset the password of your AI Marketing Tools account.</p><p><a href="${escape(d.link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">Choose a new password</a></p><p style="font-size:13px">Or open this link: ${escape(d.link)}<br>It works once and until ${escape(until)}. If you didn't ask for it, ignore this mail: your password stays as it is.</p>`,
    ),
  };
};

const hours = (n: number) => `${n} hour${n === 1 ? "" : "s"}`;

const magicLink = (d: Templates["magic-link"]): RenderedMail => {
  const until = d.expiresAt.toUTCString();
  const hello = d.name ? `Hello ${d.name},` : "Hello,";
  const once = `It works once, for ${hours(d.validHours)} (until ${until}).`;
  const ignore = "If you didn't ask for it, ignore this mail: nobody can sign in without opening the link.";
  return {
    subject: "Your sign-in link for AI Marketing Tools",
    text: `${hello}\n\nSign in to AI Marketing Tools with this link:\n${d.link}\n\n${once} ${ignore}`,
    html: layout(
      `<p>${escape(hello)}</p><p>Sign in to AI Marketing Tools with this link.</p><p><a href="${escape(d.link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">Sign in</a></p><p style="font-size:13px">Or open this link: ${escape(d.link)}<br>${escape(once)} ${escape(ignore)}</p>`,
    ),
  };
};

const renderers: { [N in TemplateName]: (d: Templates[N]) => RenderedMail } = {
  invitation: (d) => {
    const until = d.expiresAt.toUTCString();
    return {
      subject: `${d.inviterName} invited you to ${d.workspaceName} on AI Marketing Tools`,
      text: `${d.inviterName} invited you to join ${d.workspaceName} on AI Marketing Tools as ${d.role}.\n\nAccept the invitation:\n${d.link}\n\nThe link works once and until ${until}.`,
      html: layout(
        `<p>${escape(d.inviterName)} invited you to join <strong>${escape(d.workspaceName)}</strong> on AI Marketing Tools as <strong>${escape(d.role)}</strong>.</p><p><a href="${escape(d.link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">Accept the invitation</a></p><p style="font-size:13px">Or open this link: ${escape(d.link)}<br>It works once and until ${escape(until)}.</p>`,
      ),
    };
  },
  "password-reset": passwordReset,
  "magic-link": magicLink,
};

export function renderTemplate<N extends TemplateName>(name: N, data: Templates[N]): RenderedMail {
  return renderers[name](data);
}
