/**
 * The platform catalog (src/lib/platform-catalog.ts: pure data that src/env.ts also reads, so it
 * lives where the settings can import it without reaching into a module), under the name the
 * connectors module uses.
 */
export {
  platforms,
  factKinds,
  localSourceKinds,
  platformById,
  isPlatformId,
  platformSettingSuffixes,
  type Platform,
  type PlatformId,
  type PlatformKind,
  type FactKind,
  type LocalSourceKind,
  type SourcePlatform,
} from "@/lib/platform-catalog";
