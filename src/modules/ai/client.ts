/**
 * The ai module's browser surface (no server code, no zod): what a form's live counters and inline
 * findings run on every keystroke. Its weight: twitter-text's parseTweet about 23 kB gzip and
 * sms-segments-calculator about 13 kB gzip (esbuild, minified), so import it where those counters show.
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
