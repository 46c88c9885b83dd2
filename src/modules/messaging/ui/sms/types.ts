import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/app-router";

export type SmsSettings = inferRouterOutputs<AppRouter>["messaging"]["sms"]["get"];
export type SmsNumber = SmsSettings["numbers"][number];
