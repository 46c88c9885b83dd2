/** Browser downloads of a report (client only). */

/** Saves bytes under a file name, as a link with `download` would. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The file name a Content-Disposition header gives (the UTF-8 `filename*` first). */
export function dispositionFilename(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** The address of a report's PDF: its path and its view's query. */
export function pdfUrl(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete("path");
  const query = params.toString();
  return `/api/reports/pdf?path=${encodeURIComponent(pathname)}${query ? `&${query}` : ""}`;
}

/**
 * Fetches the report's PDF and saves it. Throws an Error whose message is the server's sentence
 * when it refuses or fails.
 */
export async function downloadPdf(pathname: string, search: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(pdfUrl(pathname, search), { signal, credentials: "same-origin" });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? "The PDF couldn't be made. Try again in a moment.");
  }
  const filename = dispositionFilename(response.headers.get("Content-Disposition"), "report.pdf");
  saveFile(await response.blob(), filename);
  return filename;
}
