import { columnsBlock, faqBlock, featuresBlock, pricingBlock, testimonialsBlock } from "./list-blocks";
import { ctaBlock, heroBlock, imageBlock, spacingBlock, textBlock, videoBlock } from "./content-blocks";
import { countdownBlock } from "./countdown";
import { formBlock } from "./form-block";
import type { BlockDefinition } from "./types";

/**
 * Every block a landing page may hold, by the `type` stored in its document. The one list the
 * editor, the hosted renderer, the templates and "Fill with AI" read: a new block is added here and
 * nowhere else.
 */
export const blockRegistry = {
  hero: heroBlock,
  text: textBlock,
  image: imageBlock,
  video: videoBlock,
  features: featuresBlock,
  testimonials: testimonialsBlock,
  pricing: pricingBlock,
  faq: faqBlock,
  countdown: countdownBlock,
  cta: ctaBlock,
  form: formBlock,
  columns: columnsBlock,
  spacing: spacingBlock,
} satisfies Record<string, BlockDefinition>;

export type BlockType = keyof typeof blockRegistry;
export const blockTypes = Object.keys(blockRegistry) as BlockType[];
export const isBlockType = (type: string): type is BlockType => Object.hasOwn(blockRegistry, type);
