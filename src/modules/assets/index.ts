/**
 * The assets module: brand kits (the `themes` page) and the asset store under the library hub; copy
 * assets and keywords arrive beside them (issue 26). A generator reads the kit it is given, or the default one.
 */
export { assetsRouter } from "./server/assets.router";
export { getBrandKit, getDefaultBrandKit, listBrandKits, type StoredBrandKit } from "./server/brand-kits.service";
export { seedDemoAssets } from "./server/demo.service";

// The asset store (assets.items): the library hub's data, versions, review and comments.
export { getAsset, listAssets, countAssets } from "./server/asset-queries";
export { createAsset } from "./server/asset-writes";
export {
  assetKinds,
  assetKindLabel,
  assetStatuses,
  assetStatusLabel,
  copyAssetKinds,
  ASSET_LIMITS,
  type AssetKind,
  type AssetStatus,
} from "./contracts/items.constants";

// Creatives (issue 27): templates rendered to PNG on the server at every platform size, with their checks.
export { renderCreative, renderCreativeSet } from "./creatives/engine";
export type { ImageInput } from "./creatives/images";
export type { CreativeCheck, CreativeCopy, CreativeInput, CreativeKit, RenderedCreative } from "./creatives/types";
export {
  creativeSizeIds,
  creativeSizes,
  creativeTemplateLabel,
  creativeTemplates,
  type CreativeSize,
  type CreativeSizeId,
  type CreativeTemplate,
} from "./contracts/creatives.constants";
