/** Facebook Ads: Meta campaign insights of every placement → warehouse rows (the work is in ../meta). */
import { metaInsightsToRows, type MetaBatch, type MetaInsightRow } from "../meta/transform";

export const facebookAdsRows = (rows: readonly MetaInsightRow[]): MetaBatch => metaInsightsToRows(rows);
