import type { BrandKit, FactRef } from "../contracts/brand-kit";
import type { CopyChannel } from "../contracts/brand-kit.constants";
import { kitFacts } from "./facts";
import { hashSeed, seededRandom, shuffled } from "./prng";

/** A section of a long-form draft: its purpose and the kit facts it should be written from. */
export interface OutlineSection {
  heading: string;
  points: { text: string; ref: FactRef }[];
}

export interface Outline {
  sections: OutlineSection[];
  /** Said with every outline: the offline generator plans long copy, a model writes it. */
  note: string;
}

export const OUTLINE_NOTE = "This is an outline built from your brand kit. Connect a model to expand it into finished copy.";

/**
 * An outline for long-form copy (an email body, a landing page): opening, product, proof, offer and
 * call to action, each with the brand kit facts to write it from. The offline generator is honest
 * about long copy: it plans it and leaves the prose to a model or a person.
 */
export function outline(
  kit: BrandKit,
  options: { seed: string; channel: CopyChannel; keywords?: readonly string[]; productId?: string; accept?: (text: string) => boolean },
): Outline {
  const random = seededRandom(hashSeed("outline", options.seed));
  const facts = kitFacts(kit, options.keywords ?? []);
  const ok = (point: { text: string }) => !options.accept || options.accept(point.text);
  const usable = facts.products.filter((p) => ok(p.name));
  const product = usable.find((p) => p.name.ref.kind === "product" && p.name.ref.id === options.productId) ?? shuffled(random, usable)[0];
  const sections: OutlineSection[] = [];
  const add = (heading: string, points: OutlineSection["points"]) => {
    const kept = points.filter(ok);
    if (kept.length) sections.push({ heading, points: kept });
  };
  add("Open with the benefit", [...(product?.benefits.slice(0, 1) ?? []), ...facts.keywords.slice(0, 1)]);
  if (product) add("The product", [product.name, ...product.features.slice(0, 3)]);
  add("Proof", shuffled(random, facts.proofs).slice(0, 2));
  add("The offer", facts.offers.slice(0, 1));
  add(
    "Call to action",
    facts.ctas.slice(0, 2).map((cta) => (product ? { text: `${cta.text} ${product.name.text}`, ref: cta.ref } : cta)),
  );
  const disclaimers = kit.disclaimers
    .map((disclaimer, index) => ({ text: disclaimer.text, ref: { kind: "disclaimer", index } as const, channels: disclaimer.channels }))
    .filter((d) => d.channels.includes("all") || d.channels.includes(options.channel))
    .map(({ text, ref }) => ({ text, ref }));
  // The small print goes in as the kit states it, whatever the checks say of it.
  if (disclaimers.length) sections.push({ heading: "Small print", points: disclaimers });
  return { sections, note: OUTLINE_NOTE };
}
