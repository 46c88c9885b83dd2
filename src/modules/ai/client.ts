/**
 * The ai module's browser surface (no server code, no zod): what a form's live counters and inline
 * findings run on every keystroke. Its weight, all of it (esbuild, minified, gzip): 44 kB, of which
 * twitter-text's parseTweet is about 23 kB (its core-js polyfills included; the whole library would be
 * 35) and sms-segments-calculator about 13 kB. Load it where the counters show, not in a first load.
 */
// Platform limits, counters, checks and brand lint (issue 26).
export { assetChannel, assetKindLabel, assetKinds, rsaDescriptionPins, rsaHeadlinePins, type AssetKind } from "./contracts/assets.constants";
export type { AssetFields } from "./contracts/assets";
export {
  defaultLimitSettings,
  fieldConstraints,
  limitsFor,
  platformName,
  type FieldConstraint,
  type LimitSettings,
  type LimitUnit,
  type PlatformLimit,
} from "./limits/platform-limits";
export {
  countAdCharacters,
  countBytes,
  countEmoji,
  countGraphemes,
  countSms,
  countXWeighted,
  hashtags,
  measureText,
  type SmsLength,
  type XLength,
} from "./limits/measure";
export { checkAsset, type LimitFinding } from "./limits/check";
export { lintAsset, lintCopy, type LintFinding, type LintRule } from "./lint/brand-lint";
