/** Surveys' fixed words (zod-free: the builder, the site script and the results share them). */

/** Where a survey shows: the workspace's own sites (the site script) or the product itself (posthog-js). */
export const surveyAudiences = ["site", "product"] as const;
export type SurveyAudience = (typeof surveyAudiences)[number];

/** A draft isn't served; running ones are (between their start and end); stopped ones keep their answers. */
export const surveyStatuses = ["draft", "running", "stopped"] as const;
export type SurveyStatus = (typeof surveyStatuses)[number];
export const surveyStatusLabel: Record<SurveyStatus, string> = { draft: "Draft", running: "Running", stopped: "Stopped" };

export const surveyDisplayLabel = { popover: "Pop-up", widget: "Feedback button", api: "Shown by your code" } as const;

/** A detractor's answer (NPS 0–6, or negative on a 3- or 5-point scale) can make a follow-up task for a member. */
export type SurveyFollowUp = { assigneeUserId: string };

/** Answers a visitor may send per minute from one address to the public survey endpoint, and a body's size. */
export const SURVEY_ANSWERS_PER_MINUTE = 20;
export const MAX_SURVEY_ANSWER_BYTES = 32 * 1024;
