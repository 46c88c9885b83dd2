/** How the email verification page writes verdicts and statuses (counts and times: @/lib/format). Pure. */
import type { inferRouterOutputs } from "@trpc/server";
import { formatCountOf } from "@/lib/format";
import type { AppRouter } from "@/server/trpc/app-router";
import type { EmailVerdict, VerificationStatus } from "../../contracts/messaging-enums";
import type { CheckId, CheckStatus } from "../../verify/checks";

type Out = inferRouterOutputs<AppRouter>["messaging"]["verification"];
export type VerificationList = Out["list"];
export type VerificationRun = VerificationList["runs"][number];
export type VerificationDetail = Out["get"];
export type CheckOneResult = Out["checkOne"];
export type ResultsPage = Out["results"];

export const isActive = (status: VerificationStatus) => status === "queued" || status === "running";

export const verdictLabels: Record<EmailVerdict, string> = { valid: "Valid", risky: "Risky", invalid: "Invalid" };
export const verdictVariant: Record<EmailVerdict, "success" | "warning" | "destructive"> = { valid: "success", risky: "warning", invalid: "destructive" };
/** What each verdict means for sending, in one line. */
export const verdictMeaning: Record<EmailVerdict, string> = {
  valid: "Mail to this address should arrive.",
  risky: "Mail may arrive, but sending to it can hurt your sender reputation.",
  invalid: "Mail to this address won't arrive. Sends can leave it out.",
};

export const statusLabels: Record<VerificationStatus, string> = {
  queued: "Queued",
  running: "Running",
  completed: "Done",
  failed: "Failed",
  cancelled: "Stopped",
};
export const statusVariant: Record<VerificationStatus, "secondary" | "success" | "destructive" | "outline"> = {
  queued: "secondary",
  running: "secondary",
  completed: "success",
  failed: "destructive",
  cancelled: "outline",
};

export const checkLabels: Record<CheckId, string> = {
  syntax: "Syntax",
  domain: "Domain exists",
  mx: "Mail servers (MX)",
  disposable: "Disposable domain",
  role: "Role account",
  mailbox: "Mailbox (SMTP probe)",
};
export const checkStatusLabels: Record<CheckStatus, string> = { pass: "Passed", warn: "Warning", fail: "Failed", skipped: "Not checked" };

/** "1 address" / "1,204 addresses". */
export const addresses = (n: number, locale: string) => formatCountOf(n, locale, "address", "addresses");
