import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Label } from "./label";

/*
 * Accessibility wiring for form fields.
 *
 * <Field> renders: label (htmlFor), the control, an optional hint and an optional error
 * (role="alert"). The hint/error get stable ids derived from `htmlFor`:
 *   hint  -> `${htmlFor}-hint`, error -> `${htmlFor}-error`
 *
 * If `children` is a single React element (Input, Textarea, SelectTrigger, native select...),
 * Field injects `id`, `aria-describedby` and `aria-invalid` into it, unless the child already
 * sets them. For composite controls where the focusable element is nested (e.g. <Select> root,
 * DateRangePicker), pass the props yourself using the helper:
 *
 *   <Field label="Channel" htmlFor="channel" error={err}>
 *     <Select ...><SelectTrigger id="channel" {...fieldAria("channel", { error: err })} /></Select>
 *   </Field>
 */

export interface FieldMessages {
  error?: string | null;
  hint?: string | null;
}

export function fieldHintId(id: string): string {
  return `${id}-hint`;
}

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** Space-separated ids for `aria-describedby` (hint first, then error), or undefined when none. */
export function fieldDescribedBy(id: string, { error, hint }: FieldMessages): string | undefined {
  const ids = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** Props to spread on a control: `aria-describedby` and `aria-invalid`. */
export function fieldAria(id: string, messages: FieldMessages): { "aria-describedby"?: string; "aria-invalid"?: true } {
  return {
    "aria-describedby": fieldDescribedBy(id, messages),
    "aria-invalid": messages.error ? true : undefined,
  };
}

export interface FieldProps extends FieldMessages {
  label: ReactNode;
  /** The control's id. */
  htmlFor: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

type ControlProps = {
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: unknown;
  "aria-required"?: unknown;
};

export function Field({ label, htmlFor, error, hint, required, className, children }: FieldProps) {
  let control = children;
  if (Children.count(children) === 1 && isValidElement<ControlProps>(children)) {
    const child: ReactElement<ControlProps> = children;
    const aria = fieldAria(htmlFor, { error, hint });
    control = cloneElement(child, {
      id: child.props.id ?? htmlFor,
      "aria-describedby": child.props["aria-describedby"] ?? aria["aria-describedby"],
      "aria-invalid": child.props["aria-invalid"] ?? aria["aria-invalid"],
      "aria-required": child.props["aria-required"] ?? (required ? true : undefined),
    });
  }

  return (
    <div className={cn("grid gap-1.5", className)} data-invalid={error ? "" : undefined}>
      <Label htmlFor={htmlFor}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {control}
      {hint ? (
        <p id={fieldHintId(htmlFor)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {/* Keep the alert container mounted only with content so each new error is announced. */}
      {error ? (
        <p id={fieldErrorId(htmlFor)} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
