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

// Keyword lists (kind `keyword-list`) and the CSV exports (Google Ads Editor, Meta bulk upload).
export { keywordListFields, type KeywordListFields } from "./contracts/keywords.contracts";
export { handleAssetExport } from "./server/export.handler";
export { seedDemoKeywordList } from "./server/keywords-demo.service";
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

// Generation for the copy pages: the SSE route's handler and the month's AI generations.
export { handleGenerate } from "./server/generate-http";
export { aiAllowance, type Allowance } from "./server/generate.service";

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

// The media library (issue 27): files in folders with where each is used. Other modules report their
// use of a file (a landing page's image, an email's header) and forget it when the use ends.
export { recordMediaUsage, clearMediaUsage, type MediaUsage } from "./server/media-usage.service";
export { storeMedia, getMedia, mediaLinks, type MediaItem } from "./server/media.service";
// A file in public use (a published page's image) at a stable address: /api/public/media/<workspace>/<file>.
export { handlePublicMedia } from "./server/media-public";
export { publicMediaPath } from "./contracts/media.constants";
export { creativeFamilies, creativeFamilySizes, type CreativeFamily } from "./contracts/creatives.constants";
export { handleCreativeSetZip } from "./server/creative-zip.handler";
