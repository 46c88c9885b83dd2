/**
 * What other modules' browser code may take from the assets module: the media library's picker (a
 * landing page's image, an email's header) and the words of the creative sizes.
 */
export { MediaPicker, type PickedMedia } from "./ui/media/media-picker";
export { LibraryImage } from "./ui/media/library-image";
export { publicMediaPath } from "./contracts/media.constants";
export { creativeSizes, type CreativeSizeId } from "./contracts/creatives.constants";
