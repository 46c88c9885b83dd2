/** The CRM module's public surface: other modules read and write people only through this file. */
// Background jobs: each registers itself with the queue when loaded (src/server/jobs/all-jobs.ts loads this file).
import "./jobs/import.job";
export { crmRouter } from "./server/crm.router";
export { recordActivity, recordActivities, type NewActivity } from "./server/activities.service";
export { writeConsent, emailHashOf } from "./server/contacts.service";
// Site forms (website): a submission becomes a contact, its consent, a timeline entry and a list membership.
export { upsertContactFromSubmission, confirmFormConsent, type FormContactInput, type FormContactResult } from "./server/form-contacts.service";
export { getCrmSettings } from "./server/settings.service";
export { hasContacts, contactIdByEmail } from "./server/contacts.queries";
export { seedDemoCrm } from "./server/demo.service";
// Lists and segments: messaging and audiences target them through these.
export { compileRules, contactScope, type RuleContext } from "./segments/compile";
export { compileRulesFor, loadRuleContext } from "./segments/context";
export { countMatching, membershipOf } from "./server/lists.queries";
export { findList } from "./server/lists.access";
export { handleListExport } from "./server/list-export.handler";
// Imports: the streaming upload and the invalid-rows download are route handlers.
export { handleUpload as handleImportUpload, handleErrorsDownload as handleImportErrorsDownload } from "./server/imports-http";
// Email verification's verdicts on contacts (messaging checks the addresses; the CRM stores what it found).
export { setEmailVerdict, recordEmailVerdicts, type ContactEmailVerdict } from "./server/email-verdicts.service";
// Tables other modules may read (joins, and tests checking what the CRM recorded); changes go through the functions above.
export { contacts, consentEvents } from "./db/contacts.table";
export { activities } from "./db/activities.table";
export { listMembers } from "./db/lists.table";
