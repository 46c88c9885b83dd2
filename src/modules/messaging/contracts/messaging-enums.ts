/** The messaging module's fixed vocabularies. Pure data, shared by tables, contracts and forms. */

export const channels = ["email", "sms"] as const;
export type Channel = (typeof channels)[number];

/** A campaign (one message, many recipients), one step of a sequence, or a transactional message. */
export const sendKinds = ["campaign", "sequence_step", "transactional"] as const;
export type SendKind = (typeof sendKinds)[number];

/**
 * A send's life: `preparing` while its outbox is written from the audience, `sending` while the worker
 * delivers, `paused` by a person or by the complaint-rate guard, then `completed` or `cancelled`.
 */
export const sendStatuses = ["preparing", "sending", "paused", "completed", "cancelled", "failed"] as const;
export type SendStatus = (typeof sendStatuses)[number];

/** One recipient's message: queued → sending → sent / failed / bounced / suppressed. */
export const outboxStates = ["queued", "sending", "sent", "failed", "bounced", "suppressed"] as const;
export type OutboxState = (typeof outboxStates)[number];

/** Why a recipient was left out before sending (kept on the outbox row, state `suppressed`). */
export const suppressReasons = [
  "no_address",
  "no_consent",
  "unsubscribed",
  "topic_opt_out",
  "bounced",
  "complained",
  "erased",
  "invalid_address",
  "frequency_cap",
  "limit_reached",
  "manual",
] as const;
export type SuppressReason = (typeof suppressReasons)[number];

/** What the suppression list holds an address for. */
export const suppressionReasons = ["bounced", "complained", "unsubscribed", "erased", "manual"] as const;
export type SuppressionReason = (typeof suppressionReasons)[number];

/** Engagement and delivery events of a message, written to the timeline and counted on the send. */
export const messageEventKinds = ["sent", "open", "click", "bounce", "soft_bounce", "complaint", "unsubscribe", "delivered", "failed"] as const;
export type MessageEventKind = (typeof messageEventKinds)[number];

/** A DNS record's check, and the domain's overall state. */
export const recordStatuses = ["pending", "verified", "failed"] as const;
export type RecordStatus = (typeof recordStatuses)[number];

/** An address's verification result, stored on the contact. */
export const emailVerdicts = ["valid", "risky", "invalid"] as const;
export type EmailVerdict = (typeof emailVerdicts)[number];

export const verificationStatuses = ["queued", "running", "completed", "failed", "cancelled"] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** What a verification job covers: one address, a list or segment, or every contact. */
export const verificationScopes = ["single", "list", "all"] as const;
export type VerificationScope = (typeof verificationScopes)[number];
