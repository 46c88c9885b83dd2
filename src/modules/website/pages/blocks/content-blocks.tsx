import { sanitizeRichText } from "../rich-text";
import { oneOf, safeHref, safeImageSrc, str } from "../safe";
import { blockMedia } from "./media";
import type { BlockDefinition, BlockProps } from "./types";
import { videoEmbed } from "./video-url";

const align = ["center", "left"] as const;

function Hero(props: BlockProps) {
  const image = safeImageSrc(props.image);
  const cta = str(props.ctaLabel, 60);
  return (
    <section className={`aimt-hero aimt-align-${oneOf(props.align, align)}`}>
      {str(props.eyebrow, 80) && <p className="aimt-eyebrow">{str(props.eyebrow, 80)}</p>}
      <h1>{str(props.headline, 200)}</h1>
      {str(props.subheadline, 400) && <p className="aimt-lead">{str(props.subheadline, 400)}</p>}
      {cta && (
        <a className="aimt-button" href={safeHref(props.ctaHref)} data-aimt-cta={str(props.id, 80)}>
          {cta}
        </a>
      )}
      {image && <img className="aimt-hero-image" src={image} alt={str(props.imageAlt, 200)} loading="eager" />}
    </section>
  );
}

function RichText(props: BlockProps) {
  return <section className="aimt-text" dangerouslySetInnerHTML={{ __html: sanitizeRichText(str(props.html, 20_000)) }} />;
}

function Image(props: BlockProps) {
  // A library image at its public address, else the address typed in.
  const src = blockMedia(props.media)?.url ?? safeImageSrc(props.src);
  if (!src) return <div className="aimt-empty" />;
  const caption = str(props.caption, 300);
  return (
    <figure className="aimt-image">
      <img src={src} alt={str(props.alt, 200)} loading="lazy" />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

function Video(props: BlockProps) {
  const video = videoEmbed(str(props.url, 500));
  if (!video) return <div className="aimt-empty" />;
  const title = str(props.title, 200) || "Video";
  return (
    <figure className="aimt-video">
      {video.kind === "file" ? (
        <video src={video.src} controls preload="none" />
      ) : (
        <iframe src={video.src} title={title} loading="lazy" allow="fullscreen; picture-in-picture" referrerPolicy="strict-origin-when-cross-origin" />
      )}
    </figure>
  );
}

function Cta(props: BlockProps) {
  const label = str(props.buttonLabel, 60);
  return (
    <section className="aimt-cta">
      {str(props.headline, 200) && <h2>{str(props.headline, 200)}</h2>}
      {str(props.text, 500) && <p>{str(props.text, 500)}</p>}
      {label && (
        <a
          className={oneOf(props.style, ["button", "link"] as const) === "link" ? "aimt-link" : "aimt-button"}
          href={safeHref(props.href)}
          data-aimt-cta={str(props.id, 80)}
        >
          {label}
        </a>
      )}
    </section>
  );
}

const spacingSizes = ["small", "medium", "large"] as const;
function Spacing(props: BlockProps) {
  return <div className={`aimt-spacing aimt-spacing-${oneOf(props.size, spacingSizes)}`} aria-hidden="true" />;
}

const text = (label: string) => ({ type: "text" as const, label });
const textarea = (label: string) => ({ type: "textarea" as const, label });

export const heroBlock: BlockDefinition = {
  label: "Hero",
  fields: {
    eyebrow: text("Small line above the headline"),
    headline: text("Headline"),
    subheadline: textarea("Subheadline"),
    ctaLabel: text("Button text"),
    ctaHref: text("Button link"),
    image: text("Image address"),
    imageAlt: text("Image description"),
    align: {
      type: "radio",
      label: "Alignment",
      options: [
        { label: "Centre", value: "center" },
        { label: "Left", value: "left" },
      ],
    },
  },
  defaultProps: {
    eyebrow: "",
    headline: "A headline that says what you offer",
    subheadline: "One or two sentences on why it matters to your visitor.",
    ctaLabel: "Get started",
    ctaHref: "#",
    image: "",
    imageAlt: "",
    align: "center",
  },
  render: Hero,
  copyFields: ["eyebrow", "headline", "subheadline", "ctaLabel"],
};

export const textBlock: BlockDefinition = {
  label: "Text",
  fields: { html: { type: "textarea", label: "Text (paragraphs, bold, italics, lists and links are kept)" } },
  defaultProps: { html: "<p>Write about your offer here.</p>" },
  render: RichText,
  copyFields: ["html"],
};

export const imageBlock: BlockDefinition = {
  label: "Image",
  fields: {
    src: text("Image address (or choose one from the library above)"),
    alt: text("Image description (read aloud to people who can't see it)"),
    caption: text("Caption"),
  },
  defaultProps: { media: null, src: "", alt: "", caption: "" },
  render: Image,
  copyFields: ["caption"],
};

export const videoBlock: BlockDefinition = {
  label: "Video",
  fields: { url: text("YouTube, Vimeo or .mp4 address"), title: text("Video title") },
  defaultProps: { url: "", title: "" },
  render: Video,
  copyFields: [],
};

export const ctaBlock: BlockDefinition = {
  label: "Call to action",
  fields: {
    headline: text("Headline"),
    text: textarea("Text"),
    buttonLabel: text("Button text"),
    href: text("Link"),
    style: {
      type: "radio",
      label: "Look",
      options: [
        { label: "Button", value: "button" },
        { label: "Link", value: "link" },
      ],
    },
  },
  defaultProps: { headline: "Ready to start?", text: "", buttonLabel: "Get started", href: "#", style: "button" },
  render: Cta,
  copyFields: ["headline", "text", "buttonLabel"],
};

export const spacingBlock: BlockDefinition = {
  label: "Spacing",
  fields: {
    size: { type: "select", label: "Size", options: spacingSizes.map((s) => ({ label: s[0]!.toUpperCase() + s.slice(1), value: s })) },
  },
  defaultProps: { size: "medium" },
  render: Spacing,
  copyFields: [],
};
