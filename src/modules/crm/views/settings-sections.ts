import dynamic from "next/dynamic";
import { createElement, type ComponentType } from "react";
import { Skeleton } from "@/components/ui/skeleton";

// Each section reads its own data in the browser (the route prefetches only the workspace), so the
// server could only draw its skeleton: each is its own chunk, loaded once the page is up, and the
// forms, tabs and editors stay out of the first load.
const loading = () => createElement(Skeleton, { className: "h-32 w-full" });
const CustomFieldsSettings = dynamic(() => import("../ui/settings/custom-fields-settings").then((m) => m.CustomFieldsSettings), { ssr: false, loading });
const PipelinesSettings = dynamic(() => import("../ui/settings/pipelines-settings").then((m) => m.PipelinesSettings), { ssr: false, loading });
const StageOptionsSettings = dynamic(() => import("../ui/settings/stage-options-settings").then((m) => m.StageOptionsSettings), { ssr: false, loading });
const DuplicateRulesSettings = dynamic(() => import("../ui/settings/stage-options-settings").then((m) => m.DuplicateRulesSettings), { ssr: false, loading });

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
