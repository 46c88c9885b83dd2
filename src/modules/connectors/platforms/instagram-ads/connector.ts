import "server-only";
import { registerConnector } from "../../core/registry";
import { metaConnector } from "../meta/connector";
import { instagramAdsRows } from "./transform";

/** Instagram Ads: Meta campaign insights split by publisher_platform, the instagram rows only. */
export const instagramAdsConnector = registerConnector(
  metaConnector({ platform: "instagram-ads", breakdowns: "publisher_platform", toRows: instagramAdsRows }),
);
