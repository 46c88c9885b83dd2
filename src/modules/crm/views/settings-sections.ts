import type { ComponentType } from "react";
import { CustomFieldsSettings } from "../ui/settings/custom-fields-settings";
import { PipelinesSettings } from "../ui/settings/pipelines-settings";
import { DuplicateRulesSettings, StageOptionsSettings } from "../ui/settings/stage-options-settings";

/**
 * The sections of settings/data-settings/crm, in order: custom fields, pipelines and stages,
 * lifecycle stages and lead statuses, duplicate rules. Each area adds its section once it works.
 */
export type CrmSettingsSection = { id: string; title: string; description: string; Section: ComponentType };

export const crmSettingsSections: CrmSettingsSection[] = [
  {
    id: "custom-fields",
    title: "Custom fields",
    description: "Fields of your own on contacts, companies and deals. They appear in forms, tables, filters and imports.",
    Section: CustomFieldsSettings,
  },
  {
    id: "pipelines",
    title: "Pipelines and stages",
    description: "The stages deals move through, in board order, with each stage's win probability for the weighted forecast.",
    Section: PipelinesSettings,
  },
  {
    id: "lifecycle",
    title: "Lifecycle stages and lead statuses",
    description: "Where each contact is in its journey, and how sales is working them.",
    Section: StageOptionsSettings,
  },
  {
    id: "duplicates",
    title: "Duplicate rules",
    description: "How a new or imported record is recognised as one you already have.",
    Section: DuplicateRulesSettings,
  },
];
