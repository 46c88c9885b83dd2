import { z } from "zod";
import { isCurrencyCode } from "@/modules/connectors/client";
import { isDay } from "@/lib/days";
import { rateProblem } from "../fx/fx-rates";
import { text } from "@/lib/text";

const day = text({ error: "Enter the day as YYYY-MM-DD" })
  .trim()
  .refine((s) => isDay(s), { error: "Enter the day as YYYY-MM-DD" });

const currencyCode = text({ error: "Choose a currency" })
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, { error: "Choose a currency from the list (an ISO 4217 code such as EUR)" });
const pair = { date: day, base: currencyCode, quote: currencyCode };
const distinct = (v: { base: string; quote: string }) => v.base !== v.quote;
const distinctMessage = { error: "Choose two different currencies", path: ["quote"] };

export const addFxRateInput = z
  .object({
    ...pair,
    rate: text({ error: "Enter the rate" })
      .trim()
      .min(1, { error: "Enter the rate" })
      .superRefine((rate, ctx) => {
        const problem = rateProblem(rate);
        if (problem) ctx.addIssue({ code: "custom", message: `The rate ${problem}` });
      }),
  })
  .refine(distinct, distinctMessage);
export type AddFxRateInput = z.infer<typeof addFxRateInput>;

export const removeFxRateInput = z.object(pair).refine(distinct, distinctMessage);
export type RemoveFxRateInput = z.infer<typeof removeFxRateInput>;
