import dynamic from "next/dynamic";
import type { ComponentType } from "react";

type PanelProps = { manage: boolean };

// Each panel is its own chunk: the page's first load carries only the open tab's panel, not all five.
const DomainsPanel = dynamic<PanelProps>(() => import("../ui/domains/domains-panel").then((m) => m.DomainsPanel));
const SendingSettingsPanel = dynamic<PanelProps>(() => import("../ui/settings/sending-settings-panel").then((m) => m.SendingSettingsPanel));
const SmsSettingsPanel = dynamic<PanelProps>(() => import("../ui/sms-settings-panel").then((m) => m.SmsSettingsPanel));
const TopicsPanel = dynamic<PanelProps>(() => import("../ui/topics-panel").then((m) => m.TopicsPanel));
const SuppressionsPanel = dynamic<PanelProps>(() => import("../ui/suppressions-panel").then((m) => m.SuppressionsPanel));

/**
 * The tabs of settings/data-settings/domain-verification, in order; the id is the `?tab=` value.
 * Each panel gets whether the person may change settings (messaging.manage); others read.
 */
export type SendingTab = { id: string; label: string; Panel: ComponentType<PanelProps> };

export const sendingTabs: SendingTab[] = [
  { id: "domains", label: "Domains", Panel: DomainsPanel },
  { id: "sending", label: "Sending", Panel: SendingSettingsPanel },
  { id: "sms", label: "SMS", Panel: SmsSettingsPanel },
  { id: "topics", label: "Topics", Panel: TopicsPanel },
  { id: "suppressions", label: "Suppressions", Panel: SuppressionsPanel },
];
