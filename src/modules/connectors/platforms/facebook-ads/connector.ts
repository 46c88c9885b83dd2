import "server-only";
import { registerConnector } from "../../core/registry";
import { metaConnector } from "../meta/connector";
import { facebookAdsRows } from "./transform";

/** Meta (Facebook) Ads: campaign insights across every placement (shared Meta code in ../meta). */
export const facebookAdsConnector = registerConnector(metaConnector({ platform: "facebook-ads", toRows: facebookAdsRows }));
