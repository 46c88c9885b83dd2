/**
 * Lucide icons (ISC licence, https://lucide.dev) as plain SVG components, without lucide-react's
 * runtime: its Icon is a client module, so an icon drawn even by a server component ships that
 * runtime (about 1.5 kB gzip) in the page's first load. Same output as lucide-react: 24×24 stroke
 * icons sized by class, hidden from screen readers unless labelled. Each icon module using this is
 * tested to render exactly lucide-react's markup.
 */
import { createElement, type ComponentType, type SVGProps } from "react";

type IconNode = ReadonlyArray<readonly [tag: "path" | "circle" | "rect" | "line", attrs: Record<string, string>]>;
export type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = ComponentType<IconProps>;

export const path = (d: string) => ["path", { d }] as const;

/** `name`: the icon's Lucide class names after "lucide-" (its name, then its aliases, as lucide-react writes them). */
export function lucideIcon(name: string, node: IconNode) {
  function Icon({ className, ...props }: IconProps) {
    const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={`lucide lucide-${name}${className ? ` ${className}` : ""}`}
        aria-hidden={labelled ? undefined : true}
        {...props}
      >
        {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
