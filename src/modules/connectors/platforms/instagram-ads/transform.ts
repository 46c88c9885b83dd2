/**
 * Instagram Ads: Meta campaign insights asked with breakdowns=publisher_platform → warehouse rows of
 * the instagram placement only (facebook, audience_network and messenger rows are dropped).
 */
import { metaInsightsToRows, type MetaBatch, type MetaInsightRow } from "../meta/transform";

export const instagramAdsRows = (rows: readonly MetaInsightRow[]): MetaBatch => metaInsightsToRows(rows, { publisherPlatform: "instagram" });
