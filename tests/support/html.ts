/** A server-rendered component's visible text: tags dropped, the entities React escapes decoded. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
