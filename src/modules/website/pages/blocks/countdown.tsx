import { str } from "../safe";
import type { BlockDefinition, BlockProps } from "./types";

/** Days, hours, minutes and seconds left until `end` (all zero once it has passed). */
export function remaining(end: Date, now: Date): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
  return { days: Math.floor(total / 86400), hours: Math.floor((total % 86400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The server writes the time left when the page is rendered; the page's inline script
 * (../page-script.ts) ticks every `[data-aimt-countdown]` each second from its `data-end`.
 */
function Countdown(props: BlockProps & { now?: Date }) {
  const end = new Date(str(props.endsAt, 40));
  const valid = !Number.isNaN(end.getTime());
  const left = remaining(valid ? end : new Date(0), props.now ?? new Date());
  return (
    <section className="aimt-countdown">
      {str(props.heading, 200) && <h2>{str(props.heading, 200)}</h2>}
      <p data-aimt-countdown="" data-end={valid ? end.toISOString() : ""} data-done={str(props.endedText, 200)}>
        {valid && end.getTime() > (props.now ?? new Date()).getTime()
          ? `${left.days}d ${pad(left.hours)}h ${pad(left.minutes)}m ${pad(left.seconds)}s`
          : str(props.endedText, 200)}
      </p>
    </section>
  );
}

export const countdownBlock: BlockDefinition = {
  label: "Countdown",
  fields: {
    heading: { type: "text", label: "Heading" },
    endsAt: { type: "text", label: "Ends at (e.g. 2026-12-31T18:00:00Z)" },
    endedText: { type: "text", label: "Text once it has ended" },
  },
  defaultProps: { heading: "The offer ends in", endsAt: "", endedText: "This offer has ended." },
  render: Countdown,
  copyFields: ["heading", "endedText"],
};
