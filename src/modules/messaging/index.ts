/** The messaging module's public surface: every campaign, sequence, automation and mail sends through it. */
// Background jobs: each registers itself with the queue when loaded (src/server/jobs/all-jobs.ts loads this file).
import "./jobs/deliver.job";
import "./jobs/sweep.job";
import "./jobs/report.job";
import "./jobs/inbound.job";
import "./jobs/domains-check.job";
import "./jobs/verify.job";
export { messagingRouter } from "./server/messaging.router";
// Sending: campaigns to a CRM list or segment (or a sequence's step to named contacts), SMS, and transactional mail.
export { sendCampaign, sendSmsCampaign, sendTransactional, type EmailSendOptions, type TransactionalInput } from "./server/sends.service";
export { pauseSend, resumeSend, cancelSend } from "./server/send-control.service";
// Workspace mail (invitations, scheduled reports): to addresses, through the same outbox, from the workspace's domain or the server.
export { sendWorkspaceMail, workspaceMailEnabled, type WorkspaceMailInput, type WorkspaceMailResult } from "./server/workspace-mail.service";
export { workspaceMailDelivery, type MailDelivery } from "./server/workspace-mail.queries";
// SMS: the provider's webhooks (status callbacks and inbound messages; route handlers), segment counting.
export { handleSmsStatusRequest } from "./server/sms-status.service";
export { handleSmsInboundRequest } from "./server/sms-inbound.service";
export { smsText } from "./sms/segments";
// Tracking, unsubscribe and preference pages, bounces (route handlers under /t, /u and /api/webhooks/mail).
export { handleOpenRequest, handleClickRequest } from "./server/tracking-http";
export { handleUnsubscribeForm, handleOneClick, handlePreferencesForm, handleSenderLogo } from "./server/public-pages-http";
export { handleMailWebhook } from "./server/mail-webhook";
export { testInboundMailbox, rotateWebhookKey, type InboundTestResult } from "./server/inbound.service";
// Email verification: a run's results as a CSV download (route handler under /api/messaging/verifications).
export { handleVerificationCsv } from "./server/verification-csv.handler";
// A send's row and its delivery, for callers that run a send to completion themselves (tests of modules that mail through messaging).
export { sends } from "./db/sends.table";
export { deliverSend } from "./engine/deliver";
