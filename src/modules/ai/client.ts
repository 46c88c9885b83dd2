/**
 * What the browser may use of the ai module: the brand kit's zod-free choices and limits, its types,
 * the limits table, and loaders of the `brandKit` contract (so zod stays out of a page's first load) and
 * of the counters, checks and brand lint a copy editor runs on every keystroke (`loadCopyChecks`).
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
export type { XLength } from "./limits/measure";
/** The SMS counter (sms-segments-calculator, without twitter-text): messaging's compose dialog counts with it as the copy checks do. */
export { countSms, type SmsEncoding, type SmsLength } from "./limits/sms";
export type { LimitFinding } from "./limits/check";
export type { LintFinding, LintRule } from "./lint/brand-lint";

/**
 * The counters, `checkAsset` and brand lint, loaded on demand (44 kB gzip: twitter-text and
 * sms-segments-calculator): `const checks = await loadCopyChecks(); checks.countXWeighted(text)`.
 */
export const loadCopyChecks = () => import("./limits/copy-checks");

// Model providers: the choices the AI model settings show, and their contract, loaded on demand.
export { connectionOutcomes, providerKindLabel, providerKinds, type ConnectionOutcome, type ProviderKind } from "./contracts/providers.constants";
export type { saveProviderInput, SaveProviderInput } from "./contracts/providers.contracts";
/** The `saveProviderInput` contract, loaded on demand: `useContractForm(loadSaveProviderContract, …)`. */
export const loadSaveProviderContract = () => import("./contracts/providers.contracts").then((m) => m.saveProviderInput);
