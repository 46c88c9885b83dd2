import Link from "next/link";
import { cn } from "@/lib/cn";

const LIBRARY = "/marketing-dashboard/marketing-assets-library";

/** The hub's two views as links (each its own address, so back and forward move between them). */
export function LibraryTabs({ current }: { current: "assets" | "media" }) {
  const tab = (id: "assets" | "media", label: string, href: string) => (
    <Link
      href={href}
      aria-current={current === id ? "page" : undefined}
      className={cn(
        "rounded-md px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
        current === id ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground",
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Library views" className="inline-flex w-fit gap-1 rounded-lg bg-muted p-1">
      {tab("assets", "Assets", LIBRARY)}
      {tab("media", "Media", `${LIBRARY}?view=media`)}
    </nav>
  );
}
