/**
 * The one typed table of who may do what. Procedures name a permission; the UI asks `can()` to hide
 * actions a role can't take. Adding a permission means adding a row here, for every role.
 */
export const roles = ["owner", "admin", "member", "viewer", "client"] as const;
export type Role = (typeof roles)[number];

type Row = Record<Role, boolean>;
const all: Row = { owner: true, admin: true, member: true, viewer: true, client: true };
const team: Row = { owner: true, admin: true, member: true, viewer: true, client: false };
const writers: Row = { owner: true, admin: true, member: true, viewer: false, client: false };
const admins: Row = { owner: true, admin: true, member: false, viewer: false, client: false };
const owners: Row = { owner: true, admin: false, member: false, viewer: false, client: false };

export const permissionTable = {
  "workspace.read": { row: all, label: "See the workspace and its home page" },
  "workspace.manage": { row: admins, label: "Change workspace settings" },
  "members.read": { row: team, label: "See who is in the workspace" },
  "clients.manage": { row: admins, label: "Create client workspaces for the agency" },
  "audit.read": { row: admins, label: "Read the security log" },
  "members.manage": { row: admins, label: "Invite people, change their roles and remove them" },
  "workspace.transfer": { row: owners, label: "Hand the workspace's ownership to someone else" },
  "workspace.delete": { row: owners, label: "Delete the workspace and all its data" },
  "jobs.read": { row: all, label: "Follow the progress of background work" },
  "jobs.write": { row: writers, label: "Start background work" },
  "guides.read": { row: all, label: "Read the in-app guides" },
  "profile.write": { row: writers, label: "Edit the company profile and logo the AI writes from" },
  "billing.read": { row: team, label: "See the plan, its limits and what is used of them" },
  "billing.manage": { row: admins, label: "Buy or change the plan and add-ons, open invoices, cancel" },
  "crm.read": { row: team, label: "See contacts, companies, deals, lists and segments" },
  "crm.write": { row: writers, label: "Add and edit contacts, companies, deals, lists and segments; import" },
  "crm.delete": { row: admins, label: "Delete CRM records and erase a contact's personal data" },
  // Every download of contact data (names, emails) needs this one: list and segment exports, a
  // contact's data, email verification results and an import's rows not imported.
  "crm.export": {
    row: admins,
    label: "Download contact data: list and segment exports, a contact's data, email verification results and rows an import skipped",
  },
  "crm.settings": { row: admins, label: "Manage custom fields, pipelines, lifecycle stages and duplicate rules" },
  "connectors.read": { row: team, label: "See connected platforms, data sources and their sync history" },
  "connectors.sync": { row: writers, label: "Sync a data source now, re-sync a range and upload CSV data" },
  "connectors.manage": { row: admins, label: "Connect and disconnect platforms, add and remove data sources, set exchange rates" },
  "reports.read": { row: all, label: "Read reports, insights and SEO audits, and export them" },
  "reports.manage": { row: writers, label: "Set budgets, schedule mailed reports and run SEO audits" },
  "messaging.read": { row: team, label: "See sends, sending domains, suppressions and email verification results" },
  "messaging.send": { row: writers, label: "Send, pause and cancel email and SMS messages; verify email addresses" },
  "messaging.manage": { row: admins, label: "Manage sending domains, sending and SMS settings, topics and the suppression list" },
  "assets.read": { row: all, label: "See brand kits and marketing assets" },
  "assets.edit": { row: writers, label: "Create and edit brand kits and marketing assets" },
  "assets.approve": { row: admins, label: "Approve or send back marketing assets waiting for review" },
  "website.read": { row: all, label: "See landing pages, site forms and pop-ups" },
  "website.edit": { row: writers, label: "Create and edit landing pages, site forms and pop-ups" },
  // Publishing is like sending (messaging.send): those who write the content put it live.
  "website.publish": { row: writers, label: "Publish and unpublish landing pages; put pop-ups live or pause them" },
} as const satisfies Record<string, { row: Row; label: string }>;

export type Permission = keyof typeof permissionTable;

export function can(role: Role, permission: Permission): boolean {
  return permissionTable[permission].row[role];
}

/** Roles that write nothing: the tenancy harness checks they are refused every mutation. */
export const readOnlyRoles: readonly Role[] = ["viewer", "client"];
