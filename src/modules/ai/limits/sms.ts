/**
 * The one SMS counter (pure, isomorphic): the copy checks, the messaging compose dialog and the SMS
 * stand-in all count parts with it. Kept apart from ./measure so a browser counter loads only
 * sms-segments-calculator (Twilio's own rules), not twitter-text.
 *
 * GSM-7: 160 septets in one part, 153 per part once split; extension characters (€ [ ] { } …) cost 2.
 * Anything outside the GSM alphabet makes the whole text UCS-2: 70 UTF-16 units, 67 per part. A part
 * never ends between an escape and its character, nor between the halves of a surrogate pair.
 */
import { SegmentedMessage } from "sms-segments-calculator";

export type SmsEncoding = "GSM-7" | "UCS-2";
export type SmsLength = {
  encoding: SmsEncoding;
  /** Parts the message is sent in; 0 for an empty text. */
  segments: number;
  /** GSM-7 septets (extension characters like € count 2) or UCS-2 code units. */
  units: number;
  /** Room of one part: 160 or 153 (GSM-7), 70 or 67 (UCS-2). */
  perSegment: number;
  /** What still fits in the current (last) part. */
  remaining: number;
  /** The characters that made the message UCS-2, each once, in order. */
  unicodeCharacters: string[];
};

/** An SMS's encoding and parts, counted on the NFC form ("e" + a combining acute is the one GSM "é"). */
export function countSms(text: string): SmsLength {
  const normal = text.normalize("NFC");
  const message = new SegmentedMessage(normal, "auto");
  const encoding = message.encodingName;
  const bitsPerUnit = encoding === "GSM-7" ? 7 : 16;
  const segments = normal.length === 0 ? 0 : message.segmentsCount;
  const single = encoding === "GSM-7" ? 160 : 70;
  const perSegment = segments > 1 ? single - (encoding === "GSM-7" ? 7 : 3) : single;
  const last = message.segments[message.segments.length - 1];
  const lastUnits = segments === 0 || !last ? 0 : Math.round(last.messageSizeInBits() / bitsPerUnit);
  return {
    encoding,
    segments,
    units: message.messageSize / bitsPerUnit,
    perSegment,
    remaining: perSegment - lastUnits,
    unicodeCharacters: encoding === "UCS-2" ? [...new Set(message.getNonGsmCharacters())] : [],
  };
}
