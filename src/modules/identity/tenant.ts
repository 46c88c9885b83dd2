import type { Role } from "./permissions";

/** The verified workspace a request acts in. Every workspace service takes one. */
export type Tenant = { workspaceId: string; userId: string; role: Role };
