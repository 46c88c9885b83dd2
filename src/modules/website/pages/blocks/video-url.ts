/**
 * The video block takes a YouTube, Vimeo or .mp4 address and embeds it the privacy-friendly way:
 * YouTube through youtube-nocookie.com, Vimeo with do-not-track; any other address is no video.
 */
export const VIDEO_FRAME_HOSTS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

export type VideoEmbed = { kind: "youtube" | "vimeo"; src: string } | { kind: "file"; src: string };

export function videoEmbed(input: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^www\.|^m\./, "");
  const youtubeId = host === "youtu.be" ? url.pathname.slice(1) : host === "youtube.com" || host === "youtube-nocookie.com" ? youtubePathId(url) : null;
  if (youtubeId !== null) return /^[\w-]{11}$/.test(youtubeId) ? { kind: "youtube", src: `https://www.youtube-nocookie.com/embed/${youtubeId}` } : null;
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = /(\d{6,12})/.exec(url.pathname)?.[1];
    return id ? { kind: "vimeo", src: `https://player.vimeo.com/video/${id}?dnt=1` } : null;
  }
  if (url.protocol === "https:" && /\.mp4$/i.test(url.pathname)) return { kind: "file", src: url.href };
  return null;
}

function youtubePathId(url: URL): string {
  if (url.pathname === "/watch") return url.searchParams.get("v") ?? "";
  const match = /^\/(?:embed|shorts|live)\/([^/?#]+)/.exec(url.pathname);
  return match?.[1] ?? "";
}
