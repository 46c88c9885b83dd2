/** What a copy editor's live counters and inline findings run, as one module the browser loads on demand (`loadCopyChecks`). */
export { countAdCharacters, countBytes, countEmoji, countGraphemes, countSms, countXWeighted, hashtags, measureText } from "./measure";
export { checkAsset } from "./check";
export { lintAsset, lintCopy } from "../lint/brand-lint";
