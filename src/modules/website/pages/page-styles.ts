/**
 * The hosted page's stylesheet (inline, allowed by its hash): every colour and font comes from the
 * CSS variables the brand kit sets (see brandVariables), so one sheet serves every page.
 */
export const PAGE_STYLES = `*{box-sizing:border-box}body{margin:0;font-family:var(--aimt-body-font);color:var(--aimt-text);background:var(--aimt-bg);line-height:1.6}
.aimt-page{max-width:1080px;margin:0 auto;padding:0 20px 48px}.aimt-header{padding:20px 0}.aimt-header img{max-height:40px}
h1,h2,h3{font-family:var(--aimt-heading-font);line-height:1.2;color:var(--aimt-heading)}h1{font-size:clamp(2rem,5vw,3.2rem);margin:.3em 0}
section{padding:40px 0}.aimt-hero{padding:64px 0}.aimt-align-center{text-align:center}.aimt-eyebrow{text-transform:uppercase;letter-spacing:.08em;font-size:.85rem;color:var(--aimt-primary);font-weight:600}
.aimt-lead{font-size:1.2rem;max-width:640px;margin:0 auto 24px}.aimt-align-left .aimt-lead{margin-left:0}
.aimt-button{display:inline-block;background:var(--aimt-primary);color:var(--aimt-on-primary);padding:12px 24px;border-radius:8px;text-decoration:none;font-weight:600}
.aimt-link{color:var(--aimt-primary);font-weight:600}.aimt-hero-image,.aimt-image img{max-width:100%;height:auto;border-radius:12px;margin-top:32px}
.aimt-image{margin:0;text-align:center}figcaption{font-size:.9rem;opacity:.8}.aimt-video{margin:0}.aimt-video iframe,.aimt-video video{width:100%;aspect-ratio:16/9;border:0;border-radius:12px}
.aimt-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:24px;list-style:none;padding:0}
.aimt-features li,.aimt-testimonials figure,.aimt-plan{background:var(--aimt-surface);border-radius:12px;padding:24px;margin:0}
.aimt-testimonials blockquote{margin:0 0 12px;font-style:italic}.aimt-testimonials figcaption span{display:block}
.aimt-plan-highlighted{outline:2px solid var(--aimt-primary)}.aimt-price{font-size:1.8rem;font-weight:700}.aimt-price span{font-size:1rem;font-weight:400}
.aimt-faq details{border-bottom:1px solid var(--aimt-surface);padding:12px 0}.aimt-faq summary{cursor:pointer;font-weight:600}
.aimt-countdown{text-align:center}.aimt-countdown p{font-size:2rem;font-weight:700;font-variant-numeric:tabular-nums}
.aimt-form{margin:24px 0}.aimt-form iframe{display:block;width:100%;min-height:360px;border:0}.aimt-cta{text-align:center;background:var(--aimt-surface);border-radius:16px;padding:48px 24px;margin:24px 0}
.aimt-columns{display:grid;gap:24px}@media(min-width:768px){.aimt-columns-2{grid-template-columns:1fr 1fr}.aimt-columns-3{grid-template-columns:repeat(3,1fr)}.aimt-columns-4{grid-template-columns:repeat(4,1fr)}}
.aimt-spacing{padding:0}.aimt-spacing-small{height:16px}.aimt-spacing-medium{height:48px}.aimt-spacing-large{height:96px}.aimt-empty{display:none}
.aimt-footer{font-size:.8rem;opacity:.7;text-align:center;padding-top:32px}`;

export type PageTheme = { primary: string; text: string; background: string; surface: string; headingFont: string; bodyFont: string };

export const defaultTheme: PageTheme = { primary: "#2563eb", text: "#1f2937", background: "#ffffff", surface: "#f3f4f6", headingFont: "", bodyFont: "" };

const HEX = /^#[0-9a-f]{6}$/i;
const FONT = /^[\w ,'-]{1,80}$/;
const SYSTEM_FONTS = `system-ui,-apple-system,"Segoe UI",Roboto,sans-serif`;

/** Black or white, whichever reads better on `hex`. */
function onColour(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6 ? "#111827" : "#ffffff";
}

/** The :root variables of a page's theme; values that aren't a colour or a plain font name fall back to the defaults. */
export function brandVariables(theme: PageTheme): string {
  const colour = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);
  const font = (value: string) => (FONT.test(value) ? `"${value.replace(/["']/g, "")}",${SYSTEM_FONTS}` : SYSTEM_FONTS);
  const primary = colour(theme.primary, defaultTheme.primary);
  return `:root{--aimt-primary:${primary};--aimt-on-primary:${onColour(primary)};--aimt-text:${colour(theme.text, defaultTheme.text)};--aimt-heading:${colour(theme.text, defaultTheme.text)};--aimt-bg:${colour(theme.background, defaultTheme.background)};--aimt-surface:${colour(theme.surface, defaultTheme.surface)};--aimt-heading-font:${font(theme.headingFont)};--aimt-body-font:${font(theme.bodyFont)}}`;
}
