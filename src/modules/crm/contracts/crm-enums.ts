/** The CRM's fixed vocabularies. Pure data, shared by tables, contracts and forms. */

export const consentStatuses = ["subscribed", "unsubscribed", "unknown"] as const;
export type ConsentStatus = (typeof consentStatuses)[number];

export const consentChannels = ["email", "sms"] as const;
export type ConsentChannel = (typeof consentChannels)[number];

/** How a consent change happened (kept in its history with the source, e.g. the form's name). */
export const consentMethods = ["manual", "import", "form", "unsubscribe_link", "preference_centre", "sms_keyword", "complaint", "api", "erasure"] as const;
export type ConsentMethod = (typeof consentMethods)[number];

export const crmObjects = ["contact", "company", "deal"] as const;
export type CrmObject = (typeof crmObjects)[number];

export const customFieldTypes = ["text", "number", "date", "select", "multi_select", "boolean", "url"] as const;
export type CustomFieldType = (typeof customFieldTypes)[number];

/** What the timeline shows. Later modules write through crm's `recordActivity`. */
export const activityKinds = [
  "note",
  "call",
  "meeting",
  "email",
  "form_submission",
  "stage_change",
  "import",
  "consent_change",
  "created",
  "updated",
  "survey_response",
] as const;
export type ActivityKind = (typeof activityKinds)[number];

export const listKinds = ["static", "segment"] as const;
export type ListKind = (typeof listKinds)[number];

export const mergeModes = ["skip", "fill_empty", "overwrite"] as const;
export type MergeMode = (typeof mergeModes)[number];

export const importStatuses = ["uploaded", "queued", "running", "completed", "failed", "cancelled"] as const;
export type ImportStatus = (typeof importStatuses)[number];

export const dealStageKinds = ["open", "won", "lost"] as const;
export type DealStageKind = (typeof dealStageKinds)[number];

export const companySizes = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1001-5000", "5001+"] as const;
export type CompanySize = (typeof companySizes)[number];

/** HubSpot's default lifecycle stages; each workspace can rename, reorder and add (CRM settings). */
export const defaultLifecycleStages = [
  { key: "subscriber", label: "Subscriber" },
  { key: "lead", label: "Lead" },
  { key: "mql", label: "Marketing qualified lead" },
  { key: "sql", label: "Sales qualified lead" },
  { key: "opportunity", label: "Opportunity" },
  { key: "customer", label: "Customer" },
  { key: "evangelist", label: "Evangelist" },
  { key: "other", label: "Other" },
] as const;

export const defaultLeadStatuses = [
  { key: "new", label: "New" },
  { key: "open", label: "Open" },
  { key: "in_progress", label: "In progress" },
  { key: "open_deal", label: "Open deal" },
  { key: "unqualified", label: "Unqualified" },
  { key: "attempted_to_contact", label: "Attempted to contact" },
  { key: "connected", label: "Connected" },
  { key: "bad_timing", label: "Bad timing" },
] as const;
