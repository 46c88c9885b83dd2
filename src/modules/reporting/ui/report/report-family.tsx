"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";

const B = "/marketing-dashboard";
/** Reports of one kind, shown as tabs so a person moves between platforms keeping the same view. */
const families: ReadonlyArray<ReadonlyArray<{ href: string; label: string }>> = [
  [
    { href: `${B}/ppc-dashboard/google-ads`, label: "Google Ads" },
    { href: `${B}/ppc-dashboard/microsoft-ads`, label: "Microsoft" },
    { href: `${B}/ppc-dashboard/linkedin-ads`, label: "LinkedIn" },
    { href: `${B}/ppc-dashboard/facebook-ads`, label: "Meta" },
    { href: `${B}/ppc-dashboard/instagram-ads`, label: "Instagram" },
  ],
  [
    { href: `${B}/organic-seo-dashboard/google-search-console`, label: "Search Console" },
    { href: `${B}/organic-seo-dashboard/bing-webmaster-tools`, label: "Bing Webmaster" },
  ],
  [
    { href: `${B}/email-marketing-dashboard/mailchimp`, label: "Mailchimp" },
    { href: `${B}/email-marketing-dashboard/email-tool`, label: "Our email tool" },
  ],
  [
    { href: `${B}/ppc-social/facebook-page`, label: "Facebook page" },
    { href: `${B}/ppc-social/instagram-page`, label: "Instagram" },
  ],
];

export function ReportFamily() {
  const pathname = usePathname();
  const params = useSearchParams();
  const family = families.find((f) => f.some((r) => r.href === pathname));
  if (!family) return null;
  // The range and comparison carry over; account and campaign filters belong to one platform.
  const keep = new URLSearchParams();
  for (const k of ["range", "from", "to", "compare", "grain"]) {
    const v = params.get(k);
    if (v) keep.set(k, v);
  }
  const qs = keep.toString();
  return (
    <nav aria-label="Reports of this kind" className="-mb-1 flex gap-1 overflow-x-auto border-b print:hidden">
      {family.map((r) => (
        <Link
          key={r.href}
          href={`${r.href}${qs ? `?${qs}` : ""}`}
          aria-current={r.href === pathname ? "page" : undefined}
          className={`shrink-0 border-b-2 px-3 py-2 text-sm whitespace-nowrap ${r.href === pathname ? "border-primary font-medium" : "border-transparent text-muted-foreground hover:text-foreground"}`}
        >
          {r.label}
        </Link>
      ))}
    </nav>
  );
}
