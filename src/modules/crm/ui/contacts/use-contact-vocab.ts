// The contacts UI's old name for the CRM's one context hook (hooks/use-crm-workspace.ts); kept until its importers move.
export { useCrmWorkspace as useContactVocab, type CrmWorkspace as ContactVocab, type ContactCustomField, type CrmMember as Member } from "../../hooks/use-crm-workspace";
