import type { SuppressReason } from "../../contracts/messaging-enums";
import { percent, reasonsByCount } from "./send-math";
import { formatCount } from "@/lib/format";

export type SendFigures = {
  channel: "email" | "sms";
  total: number;
  sent: number;
  failed: number;
  bounced: number;
  suppressed: number;
  opened: number;
  clicked: number;
  complained: number;
  unsubscribed: number;
  delivered?: number | null;
  suppressedBy?: Partial<Record<SuppressReason, number>> | null;
};

function Figure({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-md border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">
        {formatCount(value)}
        {detail ? <span className="ml-1.5 text-xs font-normal text-muted-foreground">{detail}</span> : null}
      </dd>
    </div>
  );
}

/** A send's results: delivery, engagement (rates of what was sent) and who was left out and why. */
export function SendCounters({ send: s }: { send: SendFigures }) {
  const reasons = reasonsByCount(s.suppressedBy ?? {});
  const email = s.channel === "email";
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Results" data-testid="send-counters">
        <Figure label="Sent" value={s.sent} />
        {typeof s.delivered === "number" && <Figure label="Delivered" value={s.delivered} detail={percent(s.delivered, s.sent)} />}
        {email && <Figure label="Opens" value={s.opened} detail={percent(s.opened, s.sent)} />}
        {email && <Figure label="Clicks" value={s.clicked} detail={percent(s.clicked, s.sent)} />}
        <Figure label="Failed" value={s.failed} />
        {email && <Figure label="Bounces" value={s.bounced} detail={percent(s.bounced, s.sent)} />}
        {email && <Figure label="Complaints" value={s.complained} detail={percent(s.complained, s.sent)} />}
        <Figure label="Unsubscribes" value={s.unsubscribed} />
        <Figure label="Left out" value={s.suppressed} />
      </dl>
      {s.suppressed > 0 && (
        <div className="flex flex-col gap-1.5">
          <h4 className="text-sm font-medium">Left out before sending</h4>
          {reasons.length === 0 ? (
            <p className="text-sm text-muted-foreground">{formatCount(s.suppressed)} recipients were left out.</p>
          ) : (
            <ul className="flex flex-col divide-y rounded-md border text-sm" aria-label="Left out by reason">
              {reasons.map((r) => (
                <li key={r.reason} className="flex items-center justify-between gap-3 px-3 py-1.5">
                  <span className="first-letter:uppercase">{r.label}</span>
                  <span className="tabular-nums">{formatCount(r.count)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {email && (
        <p className="text-xs text-muted-foreground">
          Open and click rates are shares of the messages sent. Opens can&apos;t be counted when tracking was off or the reader blocks images.
        </p>
      )}
    </div>
  );
}
