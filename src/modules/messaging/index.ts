/** The messaging module's public surface: every campaign, sequence, automation and mail sends through it. */
export { messagingRouter } from "./server/messaging.router";
