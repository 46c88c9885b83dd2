/** The messaging module's client-safe surface: what other modules' pages render (no server code). */
export { ListMessageActions } from "./ui/compose/list-message-actions";
export { ListSendsSection } from "./ui/sends/list-sends-section";
export { EmailFromCopyDialog } from "./ui/compose/email-from-copy-dialog";
export type { EmailCopy } from "./ui/compose/email-copy";
