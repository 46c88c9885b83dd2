import { describe, expect, it } from "vitest";
import { can, permissionTable, roles } from "./permissions";

describe("permission table", () => {
  it("says for every permission what every role may do", () => {
    for (const [name, { row }] of Object.entries(permissionTable)) {
      expect(Object.keys(row).sort(), name).toEqual([...roles].sort());
    }
  });
  it("lets owners do everything and viewers write nothing", () => {
    for (const permission of Object.keys(permissionTable) as (keyof typeof permissionTable)[]) {
      expect(can("owner", permission)).toBe(true);
      if (permission.endsWith(".write") || permission.endsWith(".manage")) expect(can("viewer", permission)).toBe(false);
    }
  });
  it("keeps the client role out of the team list", () => {
    expect(can("client", "members.read")).toBe(false);
    expect(can("client", "workspace.read")).toBe(true);
  });
  it("lets every role read brand kits and assets, those who edit marketing content change them and only owners and admins approve them", () => {
    for (const role of roles) expect(can(role, "assets.read"), role).toBe(true);
    expect(roles.filter((role) => can(role, "assets.edit"))).toEqual(["owner", "admin", "member"]);
    expect(roles.filter((role) => can(role, "assets.approve"))).toEqual(["owner", "admin"]);
  });
});
