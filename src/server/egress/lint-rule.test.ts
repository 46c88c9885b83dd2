import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The lint rule of eslint.config.js that keeps outbound connections in src/server/egress, run on snippets. */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../../..") });
const EGRESS_RULES = new Set(["@typescript-eslint/no-restricted-imports", "no-restricted-globals"]);

async function egressErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId && EGRESS_RULES.has(m.ruleId)).map((m) => m.message);
}

const server = "src/modules/example/server/example.service.ts";

describe("the outbound-connection lint rule", () => {
  it("fails sockets, HTTP clients, nodemailer and the global fetch opened outside egress", async () => {
    for (const code of [
      'import net from "node:net";\nexport const s = net.connect(25, "mx.example.com");',
      'import { connect } from "node:tls";\nexport const s = connect(995, "pop.example.com");',
      'import { request } from "node:https";\nexport const r = request("https://example.com");',
      'import * as http from "http";\nexport const r = http.get("http://example.com");',
      'import nodemailer from "nodemailer";\nexport const t = nodemailer.createTransport({ host: "smtp.example.com" });',
      "export const read = (url: string) => fetch(url);",
    ]) {
      const errors = await egressErrors(code, server);
      expect(errors, code).toHaveLength(1);
      expect(errors[0]).toContain("@/server/egress");
    }
  }, 60_000);

  it("lets stand-ins listen, types be imported, browser code fetch, and egress itself connect", async () => {
    expect(await egressErrors('import { createServer } from "node:http";\nexport const s = createServer();', server)).toEqual([]);
    expect(await egressErrors('import type { Socket } from "node:net";\nexport type S = Socket;', server)).toEqual([]);
    expect(await egressErrors('import { fixedHostFetch } from "@/server/egress";\nexport const read = (url: string) => fixedHostFetch(url);', server)).toEqual(
      [],
    );
    expect(await egressErrors("export const read = (url: string) => fetch(url);", "src/modules/example/ui/download.ts")).toEqual([]);
    expect(await egressErrors('import net from "node:net";\nexport const s = net.connect(25, "x");', "src/server/egress/example.ts")).toEqual([]);
  }, 60_000);
});
