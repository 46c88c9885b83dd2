import "server-only";
import type { Db } from "@/server/db/client";
import type { Tenant } from "../tenant";

/**
 * What identity needs from the modules above it. Identity is the bottom layer (every module needs
 * its tenant, members and audit), so it imports none of them: billing, which counts the plan's
 * seats, and messaging, which mails invitations, hand these in through the composition root
 * (src/server/compose.ts). A port asked for before it was given throws, never does nothing.
 */

/** The plan's team seats, as billing counts them across the billing account. */
export type SeatCheck = {
  /** Throws the plan's limit error (LimitReachedError) when `amount` more team seats don't fit. */
  assertSeatsFree(db: Db, tenant: Pick<Tenant, "workspaceId">, amount: number): Promise<void>;
  /** The seats the plan counts as taken, and how many it allows. */
  seatsOfPlan(db: Db, tenant: Pick<Tenant, "workspaceId">): Promise<{ used: number; limit: number }>;
};

/** One invitation's mail, from the workspace. */
export type InvitationMail = {
  to: string[];
  subject: string;
  html: string;
  text: string;
  meta: { purpose: string; [key: string]: unknown };
  /** The same key again (a retry) returns the first mail and queues nothing. */
  idempotencyKey: string;
  createdBy: string;
};

/** How far a queued mail got, as the mail engine reports it. */
export type InvitationMailDelivery = { state: "queued" | "sent" | "failed" | "bounced" | "suppressed"; sentAt: Date | null; error: string | null };

/** The workspace's mail engine, for invitations. */
export type InvitationMailer = {
  /** Queues the mail; `queued: false` when no mail server can send for the workspace. */
  send(db: Db, workspaceId: string, mail: InvitationMail): Promise<{ queued: boolean }>;
  /** The delivery of the workspace's mails queued under these keys (a key not found is absent). */
  deliveries(db: Db, workspaceId: string, keys: string[]): Promise<Map<string, InvitationMailDelivery>>;
};

/** The product's own usage events (analytics, a layer above): identity tells it who just signed up. */
export type ProductEvents = { signedUp(who: { workspaceId: string; userId: string }): void };

let seats: SeatCheck | undefined;
let productEventsPort: ProductEvents | undefined;
let mailer: InvitationMailer | undefined;

export function provideSeatCheck(given: SeatCheck): void {
  seats = given;
}

export function provideInvitationMailer(given: InvitationMailer): void {
  mailer = given;
}

export function provideProductEvents(given: ProductEvents): void {
  productEventsPort = given;
}

const unwired = (call: string, port: string) =>
  new Error(`identity's ${port} isn't wired: ${call}() wasn't called. Import "@/server/compose" in this entry point (the app router and the job list do).`);

export function seatCheck(): SeatCheck {
  if (!seats) throw unwired("provideSeatCheck", "seat check");
  return seats;
}

export function invitationMailer(): InvitationMailer {
  if (!mailer) throw unwired("provideInvitationMailer", "invitation mailer");
  return mailer;
}

export function productEvents(): ProductEvents {
  if (!productEventsPort) throw unwired("provideProductEvents", "product events");
  return productEventsPort;
}
