import type { ComponentType } from "react";
import { DomainsPanel } from "../ui/domains/domains-panel";
import { SendingSettingsPanel } from "../ui/settings/sending-settings-panel";
import { SmsSettingsPanel } from "../ui/sms-settings-panel";
import { SuppressionsPanel } from "../ui/suppressions-panel";
import { TopicsPanel } from "../ui/topics-panel";

/**
 * The tabs of settings/data-settings/domain-verification, in order; the id is the `?tab=` value.
 * Each panel gets whether the person may change settings (messaging.manage); others read.
 */
export type SendingTab = { id: string; label: string; Panel: ComponentType<{ manage: boolean }> };

export const sendingTabs: SendingTab[] = [
  { id: "domains", label: "Domains", Panel: DomainsPanel },
  { id: "sending", label: "Sending", Panel: SendingSettingsPanel },
  { id: "sms", label: "SMS", Panel: SmsSettingsPanel },
  { id: "topics", label: "Topics", Panel: TopicsPanel },
  { id: "suppressions", label: "Suppressions", Panel: SuppressionsPanel },
];
