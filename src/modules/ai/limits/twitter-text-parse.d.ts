/**
 * twitter-text's parseTweet alone (its CJS file), so the browser bundle doesn't take the whole
 * library (autolinking, extraction): about 23 kB gzip instead of 35.
 */
declare module "twitter-text/dist/parseTweet" {
  import type { ParsedTweet, ParseTweetOptions } from "twitter-text";
  const parseTweet: (text: string, options?: ParseTweetOptions) => ParsedTweet;
  export default parseTweet;
}
