import { RATING_RANGES, summarizeRatings, type RatingSummary } from "./rating";
import type { RatingScale, SurveyQuestion } from "./survey.types";

export type QuestionResult =
  | { id: string; question: string; type: "rating"; scale: RatingScale; answered: number; values: { value: number; count: number }[]; summary: RatingSummary }
  | { id: string; question: string; type: "single_choice" | "multiple_choice"; answered: number; choices: { choice: string; count: number }[] }
  | { id: string; question: string; type: "open" | "link"; answered: number; texts: string[] };

/** How many open-text answers a question's result lists (the newest first; the CSV has them all). */
export const MAX_LISTED_TEXTS = 100;

/**
 * Sums up stored answers (newest first) per question: a rating's count per value with its buckets
 * and NPS, a choice's count per choice (answers that aren't one of them as "Other"), open answers'
 * newest texts.
 */
export function summarizeResponses(questions: readonly SurveyQuestion[], answers: readonly Record<string, unknown>[]): QuestionResult[] {
  return questions.map((q) => {
    const given = answers.map((a) => a[q.id]).filter((a) => a !== undefined && a !== null && a !== "");
    if (q.type === "rating") {
      const numbers = given.map(Number).filter(Number.isInteger);
      const { min, max } = RATING_RANGES[q.scale];
      const values = Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, count: numbers.filter((n) => n === min + i).length }));
      return { id: q.id, question: q.question, type: "rating", scale: q.scale, answered: given.length, values, summary: summarizeRatings(q.scale, numbers) };
    }
    if (q.type === "single_choice" || q.type === "multiple_choice") {
      const counts = new Map<string, number>(q.choices.map((c) => [c, 0]));
      let other = 0;
      for (const answer of given)
        for (const picked of Array.isArray(answer) ? answer : [answer]) {
          const key = String(picked);
          if (counts.has(key)) counts.set(key, counts.get(key)! + 1);
          else other++;
        }
      const choices = [...counts].map(([choice, count]) => ({ choice, count }));
      if (other > 0) choices.push({ choice: "Other", count: other });
      return { id: q.id, question: q.question, type: q.type, answered: given.length, choices };
    }
    return { id: q.id, question: q.question, type: q.type, answered: given.length, texts: given.slice(0, MAX_LISTED_TEXTS).map(String) };
  });
}
