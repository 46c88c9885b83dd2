/** The platform look-alike previews of the copy assets: `<CopyPreview kind fields kit />`. */
export { CopyPreview, type CopyPreviewProps } from "./copy-preview";
