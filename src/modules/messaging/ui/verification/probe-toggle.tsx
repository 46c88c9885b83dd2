"use client";

/** The mailbox probe's opt-in, with what it costs. Off by default. */
export function ProbeToggle({ id, checked, onChange, disabled }: { id: string; checked: boolean; onChange: (on: boolean) => void; disabled?: boolean }) {
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-primary"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          Also ask the mail server whether the mailbox exists
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Slower: each domain&apos;s mail server is contacted (no message is sent). Some servers block these checks or accept every address, which leaves the
          result risky rather than wrong.
        </p>
      </div>
    </div>
  );
}
