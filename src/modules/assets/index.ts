/**
 * The assets module: brand kits (the `themes` page) first; the assets library, copy assets and
 * keywords arrive beside them (issue 26). A generator reads the kit it is given, or the default one.
 */
export { assetsRouter } from "./server/assets.router";
export { getBrandKit, getDefaultBrandKit, listBrandKits, type StoredBrandKit } from "./server/brand-kits.service";
export { seedDemoAssets } from "./server/demo.service";
