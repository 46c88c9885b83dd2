/** The assets module: the asset store under the library hub first; brand kits, copy pages and keywords arrive beside it (issue 26). */
export { assetsRouter } from "./server/assets.router";

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
