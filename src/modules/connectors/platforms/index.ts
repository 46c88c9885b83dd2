/**
 * Every platform's connector, imported for its `registerConnector` side effect. A platform folder
 * adds one line here (alphabetical).
 */
import "server-only";
import "./bing-webmaster-tools/connector";
import "./facebook-ads/connector";
import "./facebook-page/connector";
import "./google-ads/connector";
import "./google-analytics/connector";
import "./google-search-console/connector";
import "./instagram-ads/connector";
import "./instagram-page/connector";
import "./linkedin-ads/connector";
import "./mailchimp/connector";
import "./microsoft-ads/connector";
import "./shopify/connector";
