import "server-only";
import { activeSiteSurveys } from "@/modules/analytics";
import type { Db } from "@/server/db/client";
import { DEFAULT_COLOURS } from "../site-script/colours";
import type { SiteSurvey } from "../site-script/types";

/** The workspace's running site surveys (analytics), reduced to what the site script needs. */
export async function liveSiteSurveys(db: Db, workspaceId: string): Promise<SiteSurvey[]> {
  return (await activeSiteSurveys(db, workspaceId)).map((s) => {
    const appearance = (s.appearance ?? {}) as Record<string, unknown>;
    const conditions = (s.conditions ?? {}) as SiteSurvey["conditions"];
    const str = (v: unknown) => (typeof v === "string" ? v : undefined);
    return {
      id: s.id,
      type: s.type,
      questions: s.questions as SiteSurvey["questions"],
      appearance: { position: str(appearance.position), widgetType: str(appearance.widgetType), widgetLabel: str(appearance.widgetLabel) },
      conditions: {
        url: conditions.url,
        urlMatchType: conditions.urlMatchType,
        deviceTypes: conditions.deviceTypes,
        seenSurveyWaitPeriodInDays: conditions.seenSurveyWaitPeriodInDays,
      },
      schedule: s.schedule === "recurring" ? "recurring" : "once",
      intervalDays: s.iteration_frequency_days ?? 0,
      colours: DEFAULT_COLOURS,
    };
  });
}
