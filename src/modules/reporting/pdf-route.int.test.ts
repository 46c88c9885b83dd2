import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { signOutEverywhere } from "@/modules/identity";
import type { DbHandle } from "@/server/db/client";
import { handleReportPdf } from "./pdf/pdf-route.handler";
import { RenderError, type RenderRequest } from "./pdf/render";
import { sessionCookiesAs } from "./pdf/session-cookies";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const jar = (cookies: { name: string; value: string }[]) => ({
  get: (name: string) => cookies.find((c) => c.name === name),
  getAll: () => cookies,
});
const FAKE_PDF = Buffer.from("%PDF-1.7 fake");

async function signedIn() {
  const ws = await makeWorkspace(handle.db);
  const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
  await caller.identity.settings.update({ ...(await caller.identity.settings.get()), name: "Northwind", timeZone: "Pacific/Kiritimati" });
  const cookies = await sessionCookiesAs({ ...ws.owner, sessionVersion: 0 }, ws.workspace.id);
  return { ...ws, cookies: [...cookies, { name: "amt.theme", value: "dark" }, { name: "next-auth.csrf-token", value: "csrf" }] };
}

function call(query: string, cookies: { name: string; value: string }[], render = async (_r: RenderRequest) => FAKE_PDF) {
  return handleReportPdf({ db: handle.db, cookies: jar(cookies), headers: new Headers(), url: new URL(`http://localhost/api/reports/pdf?${query}`), render });
}

describe("GET /api/reports/pdf", () => {
  it("renders the report with the person's session and workspace, and names the download after the report and its days", async () => {
    const ws = await signedIn();
    const seen: RenderRequest[] = [];
    const res = await call(
      "path=%2Fmarketing-dashboard%2Fppc-dashboard%2Fgoogle-ads&range=custom&from=2026-02-01&to=2026-02-28&compare=year",
      ws.cookies,
      async (r) => {
        seen.push(r);
        r.onTiming?.("page", 812.34);
        r.onTiming?.("pdf", 95);
        return FAKE_PDF;
      },
    );
    expect(res.status).toBe(200);
    // Where the render's time went, for the bench and the browser's network panel.
    expect(res.headers.get("Server-Timing")).toMatch(/^page;dur=812\.3, pdf;dur=95\.0, render;dur=\d+\.\d$/);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toContain('filename="Google Ads report-2026-02-01-2026-02-28.pdf"');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(FAKE_PDF);
    expect(seen[0]).toMatchObject({
      path: "/marketing-dashboard/ppc-dashboard/google-ads",
      search: "range=custom&from=2026-02-01&to=2026-02-28&compare=year",
      footer: "Northwind · Google Ads report · 2026-02-01 – 2026-02-28",
    });
    // The session and the workspace only: no theme, no CSRF token.
    expect(seen[0]!.cookies.map((c) => c.name).sort()).toEqual(["amt.workspace", "next-auth.session-token"]);
    expect(seen[0]!.cookies.find((c) => c.name === "amt.workspace")?.value).toBe(ws.workspace.id);
  });

  it("resolves a preset range in the workspace's time zone", async () => {
    const ws = await signedIn();
    const res = await call("path=%2Fmarketing-dashboard%2Fshopify-dashboard", ws.cookies);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Kiritimati" }).format(new Date());
    const end = new Date(`${today}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() - 1);
    expect(res.headers.get("Content-Disposition")).toContain(`-${end.toISOString().slice(0, 10)}.pdf"`);
  });

  it("answers 401 with a sentence without a session, or with a revoked one", async () => {
    const anonymous = await call("path=%2Fmarketing-dashboard%2Fshopify-dashboard", []);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: "Sign in to export this report." });
    const ws = await signedIn();
    await signOutEverywhere(handle.db, ws.owner.id);
    expect((await call("path=%2Fmarketing-dashboard%2Fshopify-dashboard", ws.cookies)).status).toBe(401);
  });

  it("answers 400 with a sentence for anything that isn't a report page, without rendering", async () => {
    const ws = await signedIn();
    let rendered = 0;
    for (const query of [
      "",
      "path=http%3A%2F%2F169.254.169.254%2F",
      "path=%2F%2Fevil.example%2F",
      "path=%2Fmarketing-dashboard%2Fhome",
      `path=%2Fmarketing-dashboard%2Fshopify-dashboard&x=${"y".repeat(2100)}`,
    ]) {
      const res = await call(query, ws.cookies, async () => {
        rendered++;
        return FAKE_PDF;
      });
      expect(res.status, query.slice(0, 60)).toBe(400);
      expect(typeof (await res.json()).message).toBe("string");
    }
    expect(rendered).toBe(0);
  });

  it("passes the renderer's sentence on, as JSON, when the page can't be printed", async () => {
    const ws = await signedIn();
    const timeout = await call("path=%2Fmarketing-dashboard%2Fshopify-dashboard", ws.cookies, async () => {
      throw new RenderError("The report didn't finish loading within 30 seconds. Try again, or a shorter range.", "timeout");
    });
    expect(timeout.status).toBe(504);
    expect(await timeout.json()).toEqual({ message: "The report didn't finish loading within 30 seconds. Try again, or a shorter range." });
    const busy = await call("path=%2Fmarketing-dashboard%2Fshopify-dashboard", ws.cookies, async () => {
      throw new RenderError("The PDF renderer is busy with other reports. Try again in a minute.", "busy");
    });
    expect(busy.status).toBe(503);
    const crash = await call("path=%2Fmarketing-dashboard%2Fshopify-dashboard", ws.cookies, async () => {
      throw new Error("Target closed");
    });
    expect(crash.status).toBe(502);
    expect(await crash.json()).toEqual({ message: "The PDF couldn't be made. Try again in a moment." });
  });
});
