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
