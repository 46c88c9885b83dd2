/**
 * The count the compose dialog shows (pure, isomorphic): the text as a typical recipient gets it,
 * merge tags filled with the sample contact's values and, for marketing, the opt-out line added.
 */
import { compileTemplate, exampleVars, renderTemplate } from "../render/template";
import { countSms, type SmsLength } from "@/modules/ai/client";
import { smsText } from "./segments";

/** The body as sent to the sample contact; a template still being typed counts as written. */
export function sampleSmsText(body: string, options: { marketing: boolean }): string {
  let rendered = body;
  try {
    rendered = renderTemplate(compileTemplate(body), exampleVars(), "text");
  } catch {
    // Half-typed merge tag: count the characters as they stand.
  }
  return body.trim() === "" ? "" : smsText(rendered, options);
}

export function smsCount(body: string, options: { marketing: boolean }): SmsLength {
  return countSms(sampleSmsText(body, options));
}
