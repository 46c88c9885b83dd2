import { assetKindLabel, type AssetKind } from "@/modules/ai/client";
import type { StoredBrandKit } from "../../hooks/use-brand-kits";

/** A copy page's kinds as a select's options, by the ai module's names. */
export function KindOptions({ kinds }: { kinds: readonly AssetKind[] }) {
  return kinds.map((k) => (
    <option key={k} value={k}>
      {assetKindLabel[k]}
    </option>
  ));
}

/** The workspace's brand kits as a select's options, by name. */
export function BrandKitOptions({ kits }: { kits: StoredBrandKit[] }) {
  return kits.map((k) => (
    <option key={k.id} value={k.id}>
      {k.kit.name}
    </option>
  ));
}
