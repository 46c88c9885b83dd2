import { handleSurveyAnswer, publicPreflight } from "@/modules/website";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** A visitor's answers to a site survey (the site script). */
export function POST(request: Request) {
  return handleSurveyAnswer(getDb(), request);
}

export function OPTIONS() {
  return publicPreflight();
}
