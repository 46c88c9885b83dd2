/**
 * What the browser may use of the ai module: the brand kit's zod-free choices and limits, its types,
 * and a loader of the `brandKit` contract for forms (so zod stays out of a page's first load).
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
