import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const RULE = "@typescript-eslint/no-restricted-imports";
const eslint = new ESLint({ cwd: process.cwd() });

/** The `no-restricted-imports` messages ESLint gives `code` as if it were the file at `filePath`. */
async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe("module boundaries (eslint.config.js)", () => {
  // Loading the config and the parser takes a while on a busy machine; do it once, before the clock starts.
  beforeAll(() => eslint.lintText("", { filePath: "src/lib/example.ts" }), 120_000);

  it("fails a deep import into another module", async () => {
    expect(await restricted("src/modules/messaging/server/example.ts", `import { x } from "@/modules/crm/db/contacts.table";`)).toHaveLength(1);
    expect(await restricted("src/modules/messaging/server/example.ts", `import type { x } from "@/modules/identity/tenant";`)).toHaveLength(1);
    expect(await restricted("src/server/jobs/example.ts", `import { x } from "@/modules/crm/jobs/import.job";`)).toHaveLength(1);
    expect(await restricted("src/components/ui/example.tsx", `import { x } from "@/modules/identity/session";`)).toHaveLength(1);
  });

  it("passes another module's index.ts and client.ts", async () => {
    expect(await restricted("src/modules/messaging/server/example.ts", `import { x } from "@/modules/crm";`)).toEqual([]);
    expect(await restricted("src/modules/messaging/ui/example.tsx", `import { x } from "@/modules/identity/client";`)).toEqual([]);
    expect(await restricted("src/server/trpc/example.ts", `import { x } from "@/modules/identity";`)).toEqual([]);
  });

  it("passes a module's own deep imports, by alias or relative path", async () => {
    expect(await restricted("src/modules/crm/server/example.ts", `import { x } from "@/modules/crm/db/contacts.table";`)).toEqual([]);
    expect(await restricted("src/modules/crm/server/example.ts", `import { x } from "../db/contacts.table";`)).toEqual([]);
    expect(await restricted("src/modules/connectors/platforms/meta/example.ts", `import { x } from "../../../../lib/decimal";`)).toEqual([]);
  });

  it("fails a relative path that leaves the module for another one", async () => {
    expect(await restricted("src/modules/messaging/server/example.ts", `import { x } from "../../crm/db/contacts.table";`)).toHaveLength(1);
    expect(await restricted("src/modules/messaging/example.ts", `import { x } from "../crm/server/contacts.service";`)).toHaveLength(1);
    expect(await restricted("src/modules/messaging/server/example.ts", `import { x } from "../../../modules/crm/server/contacts.service";`)).toHaveLength(1);
    expect(await restricted("src/app/example/page.tsx", `import { x } from "../../modules/crm/server/contacts.service";`)).toHaveLength(1);
    expect(await restricted("scripts/example.ts", `import { x } from "../src/modules/billing/plans";`)).toHaveLength(1);
    expect(await restricted("src/example.ts", `import { x } from "./modules/connectors/catalog";`)).toHaveLength(1);
    expect(await restricted("src/example.ts", `import { x } from "./modules/connectors/client";`)).toEqual([]);
  });

  it("lets a route file import a module's views, and nothing else does", async () => {
    expect(await restricted("src/app/marketing-dashboard/example/page.tsx", `import { x } from "@/modules/crm/views/crm-lists-view";`)).toEqual([]);
    expect(await restricted("src/app/auth/example/page.tsx", `import { x } from "@/modules/identity/views";`)).toEqual([]);
    expect(await restricted("src/app/marketing-dashboard/example/page.tsx", `import { x } from "@/modules/crm/server/contacts.service";`)).toHaveLength(1);
    expect(await restricted("src/modules/home/views/example.tsx", `import { x } from "@/modules/reporting/views/home-insights";`)).toHaveLength(1);
  });

  it("lets a table file reference another module's table for a foreign key, and nothing else does", async () => {
    expect(await restricted("src/modules/crm/db/example.table.ts", `import { x } from "@/modules/identity/db/users.table";`)).toEqual([]);
    expect(await restricted("src/server/db/example.ts", `import { x } from "@/modules/identity/db/workspaces.table";`)).toEqual([]);
    expect(await restricted("src/modules/crm/server/example.ts", `import { x } from "@/modules/identity/db/users.table";`)).toHaveLength(1);
  });

  it("still refuses a direct outbound connection in a module's server file", async () => {
    const messages = await restricted("src/modules/messaging/server/example.ts", `import net from "node:net";\nconst x = net;`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("@/server/egress");
  });

  it("keeps tRPC calls and the query cache in a module's hooks/, out of its components and the design system", async () => {
    expect(await restricted("src/modules/crm/ui/companies/example.tsx", `import { useTRPC } from "@/trpc/client";\nconst x = useTRPC;`)).toHaveLength(1);
    expect(
      await restricted("src/modules/crm/views/example.tsx", `import { useQueryClient } from "@tanstack/react-query";\nconst x = useQueryClient;`),
    ).toHaveLength(1);
    expect(await restricted("src/components/ui/example.tsx", `import { useMutation } from "@tanstack/react-query";\nconst x = useMutation;`)).toHaveLength(1);
    expect(
      await restricted(
        "src/modules/crm/hooks/use-example.ts",
        `import { useTRPC } from "@/trpc/client";\nimport { useMutation } from "@tanstack/react-query";\nconst x = [useTRPC, useMutation];`,
      ),
    ).toEqual([]);
    // The hooks/ block keeps the other restrictions.
    expect(await restricted("src/modules/crm/hooks/use-example.ts", `import { x } from "@/modules/identity/hooks/use-workspaces";`)).toHaveLength(1);
  });
});
