/**
 * The ai module: the brand kit shape every generator and check reads; the platform limits table,
 * brand lint, the offline generator and the model providers arrive beside it (issue 26).
 */
export {
  brandKit,
  brandOffer,
  brandProduct,
  proofPoint,
  requiredDisclaimer,
  type BrandKit,
  type BrandOffer,
  type BrandProduct,
  type FactRef,
  type ProofPoint,
  type RequiredDisclaimer,
} from "./contracts/brand-kit";
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

// Model providers (clients, the local stand-in, workspace and server settings).
export { aiRouter } from "./server/ai.router";
export { modelClientFor, resolveProvider, serverProviderConfig, type ProviderSource } from "./server/provider-config";
export { createModelClient } from "./providers/client";
/** The local stand-in that speaks OpenAI Chat Completions and Anthropic Messages (tests, benches, e2e). */
export { startFakeLlmServer, type FakeLlmServer } from "./providers/fake-server";
export { ProviderError, type ProviderFailure } from "./providers/errors";
export type { ChatMessage, ClientConfig, Completion, ModelClient, ModelRequest, OutputSchema, StreamEvent, Usage } from "./providers/types";
export {
  connectionOutcomes,
  defaultBaseUrl,
  providerKindLabel,
  providerKinds,
  type ConnectionOutcome,
  type ProviderKind,
} from "./contracts/providers.constants";
export { saveProviderInput, type SaveProviderInput } from "./contracts/providers.contracts";

// Copy assets (the generator's task output schemas), the platform limits table, counters, checks and brand lint (issue 26).
export {
  assetSchemas,
  emailAsset,
  facebookPostAsset,
  instagramPostAsset,
  linkedinAdAsset,
  linkedinPostAsset,
  metaAdAsset,
  rsaAsset,
  rsaDescription,
  rsaHeadline,
  smsAsset,
  xPostAsset,
  type AssetFields,
  type EmailAsset,
  type FacebookPostAsset,
  type InstagramPostAsset,
  type LinkedinAdAsset,
  type LinkedinPostAsset,
  type MetaAdAsset,
  type RsaAsset,
  type SmsAsset,
  type XPostAsset,
} from "./contracts/assets";
export { ASSET_CAPS, assetChannel, assetKindLabel, assetKinds, rsaDescriptionPins, rsaHeadlinePins, type AssetKind } from "./contracts/assets.constants";
export {
  assetPlatform,
  defaultLimitSettings,
  fieldConstraints,
  limitsFor,
  limitUnits,
  platformLimits,
  platformName,
  platforms,
  type FieldConstraint,
  type LimitMeasure,
  type LimitSettings,
  type LimitUnit,
  type Platform,
  type PlatformLimit,
  type Severity,
} from "./limits/platform-limits";
export { imageLimits, imageLimitsFor, type ImageLimit, type ImageLimitMeasure } from "./limits/image-limits";
export {
  countAdCharacters,
  countBytes,
  countEmoji,
  countGraphemes,
  countSms,
  countXWeighted,
  graphemes,
  hashtags,
  measureText,
  type SmsLength,
  type XLength,
} from "./limits/measure";
export { checkAsset, type CheckOptions, type LimitFinding } from "./limits/check";
export { htmlCopy, lintAsset, lintCopy, lintRules, type LintCopyOptions, type LintFinding, type LintRule } from "./lint/brand-lint";
export { readability, type Readability } from "./lint/readability";

// The offline generator: copy frameworks filled from the brand kit, within the limits table and brand lint.
export { generateOffline, generateOfflineAsset, type OfflineAssetOptions, type OfflineCandidate } from "./offline/generate-asset";
export { outline, OUTLINE_NOTE, type Outline, type OutlineSection } from "./offline/outline";
export { frameworkNames, type FrameworkName } from "./offline/frameworks";
export type { GeneratedLine } from "./offline/generate-lines";

// Generation: offline, or with the workspace's model (structured output, checks, one retry, offline fallback per field).
export { generate, MAX_CANDIDATES, type GenerateOptions } from "./generate/generate";
export type {
  GenerateBrief,
  GenerateConstraints,
  GenerateEvent,
  GenerateFailure,
  GenerateResult,
  GenerateSource,
  GenerateTask,
  GeneratedCandidate,
  LineProvenance,
} from "./generate/types";
export { NO_MODEL_TO_TRANSLATE, translateAsset, type TranslateOptions, type TranslateResult } from "./generate/translate";
// "Fill with AI" for named copy fields (a landing page block's): the model from the kit and a brief, else the offline writer.
export { fillCopy, type CopyField, type CopyFieldKind, type CopyListField, type CopySpec, type FillCopyResult, type FilledCopy } from "./generate/fill-copy";
