/**
 * Role accounts: addresses that reach a function or a team rather than one person (info@, sales@).
 * They deliver, but nobody opted in personally, several people may read them, and they complain and
 * unsubscribe more, so a verification marks them risky. The list covers the names RFC 2142 reserves
 * (postmaster, abuse, hostmaster, webmaster, noc, security…) and the shared inboxes companies commonly
 * run. A local part matches after lower-casing and dropping a `+tag` (info+news@ is info@). Pure.
 */
export const roleAccounts: readonly string[] = [
  // RFC 2142 mailbox names for common services, roles and functions.
  "abuse",
  "hostmaster",
  "noc",
  "postmaster",
  "security",
  "usenet",
  "news",
  "uucp",
  "webmaster",
  "www",
  "ftp",
  // Automated senders that nobody reads.
  "bounce",
  "bounces",
  "daemon",
  "donotreply",
  "do-not-reply",
  "do_not_reply",
  "mailer-daemon",
  "no-reply",
  "no_reply",
  "noreply",
  "notifications",
  "root",
  // Shared inboxes of a company.
  "accounting",
  "accounts",
  "admin",
  "administrator",
  "billing",
  "careers",
  "contact",
  "contactus",
  "customerservice",
  "enquiries",
  "enquiry",
  "feedback",
  "finance",
  "hello",
  "help",
  "helpdesk",
  "hr",
  "info",
  "inquiries",
  "inquiry",
  "it",
  "jobs",
  "legal",
  "mail",
  "marketing",
  "media",
  "office",
  "orders",
  "press",
  "privacy",
  "recruiting",
  "reception",
  "sales",
  "service",
  "support",
  "team",
] as const;

const roles: ReadonlySet<string> = new Set(roleAccounts);

/** The role name a local part stands for (info+news → info), or null for a personal address. */
export function roleOf(local: string): string | null {
  const base = local.toLowerCase().split("+")[0]!;
  return roles.has(base) ? base : null;
}
