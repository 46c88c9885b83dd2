import type { PageData } from "../page-data";

/** An image block's choice from the media library: the file and its public address (set by the editor when picked). */
export type BlockMedia = { id: string; name: string; url: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PUBLIC_MEDIA = /^\/api\/public\/media\/[^/?#\s]+\/[0-9a-f-]{36}$/i;

/** The block's library image, when its prop is one: an id and a public media address, nothing else. */
export function blockMedia(value: unknown): BlockMedia | null {
  if (!value || typeof value !== "object") return null;
  const { id, name, url } = value as Record<string, unknown>;
  if (typeof id !== "string" || !UUID.test(id) || typeof url !== "string" || !PUBLIC_MEDIA.test(url)) return null;
  return { id, name: typeof name === "string" ? name.slice(0, 200) : "", url };
}

/** The library files a page's blocks show (published, their public addresses must answer). */
export function pageMediaIds(data: PageData): string[] {
  const ids = new Set<string>();
  for (const block of [...data.content, ...Object.values(data.zones ?? {}).flat()]) {
    const media = block.type === "image" ? blockMedia(block.props.media) : null;
    if (media) ids.add(media.id);
  }
  return [...ids];
}
