/**
 * What the browser may use of the ai module: the brand kit's zod-free choices and limits, its types,
 * and a loader of the `brandKit` contract for forms (so zod stays out of a page's first load); and what a
 * form's live counters and inline findings run on every keystroke (no server code, no zod). The
 * counters weigh 44 kB gzip (twitter-text's parseTweet about 23 kB, sms-segments-calculator about 13 kB):
 * load them where the counters show, not in a first load.
 */
export type { brandKit, BrandKit, BrandOffer, BrandProduct, ProofPoint, RequiredDisclaimer } from "./contracts/brand-kit";
export {
  BRAND_KIT_LIMITS,
  casingPolicies,
  casingPolicyLabel,
  copyChannels,
  emojiPolicies,
  emojiPolicyLabel,
  exclamationPolicies,
  exclamationPolicyLabel,
  logoVariants,
  voiceSliders,
  type CasingPolicy,
  type CopyChannel,
  type EmojiPolicy,
  type ExclamationPolicy,
  type LogoVariant,
  type VoiceSlider,
} from "./contracts/brand-kit.constants";

/** The `brandKit` contract, loaded on demand: `useContractForm(loadBrandKitContract, …)`. */
export const loadBrandKitContract = () => import("./contracts/brand-kit").then((m) => m.brandKit);

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
