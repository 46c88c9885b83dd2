import type { Role } from "../permissions";

export const roleLabel: Record<Role, string> = { owner: "Owner", admin: "Admin", member: "Member", viewer: "Viewer", client: "Client" };

export const roleHelp: Record<Role, string> = {
  owner: "Everything, including handing over ownership.",
  admin: "Everything but ownership: settings, people and all work.",
  member: "Does the work: creates, edits and launches.",
  viewer: "Sees the workspace, changes nothing.",
  client: "Sees only the reports of this workspace.",
};
