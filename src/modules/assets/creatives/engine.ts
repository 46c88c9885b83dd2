import "server-only";
import type { CreativeSizeId } from "../contracts/creatives.constants";
import type { CreativeInput, RenderedCreative } from "./types";

/**
 * The renderer's entry points as the module exports them: satori, resvg (a native addon) and sharp
 * load on the first render, not when the server starts (most requests never draw an image).
 */
export async function renderCreative(input: CreativeInput): Promise<RenderedCreative> {
  return (await import("./render")).renderCreative(input);
}

export async function renderCreativeSet(input: Omit<CreativeInput, "size">, sizes?: readonly CreativeSizeId[]): Promise<RenderedCreative[]> {
  return (await import("./render")).renderCreativeSet(input, sizes);
}
