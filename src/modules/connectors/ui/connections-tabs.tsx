import Link from "next/link";
import { Button } from "@/components/ui/button";
import { CONNECTIONS_HREF, EXCHANGE_RATES_HREF } from "../links";

const TABS = [
  { id: "all", label: "All platforms", href: CONNECTIONS_HREF.all },
  { id: "ads", label: "Ad platforms", href: CONNECTIONS_HREF.ads },
  { id: "rates", label: "Exchange rates", href: EXCHANGE_RATES_HREF },
  { id: "seo", label: "SEO audit", href: `${CONNECTIONS_HREF.all}/organic/seo-audit-report` },
] as const;

/** The connections pages' tabs (the exchange-rates page, reporting's, shows them too). */
export function ConnectionsTabs({ current }: { current: (typeof TABS)[number]["id"] }) {
  return (
    <nav aria-label="Connections pages" className="flex flex-wrap gap-2">
      {TABS.map((t) => (
        <Button key={t.id} asChild size="sm" variant={t.id === current ? "secondary" : "ghost"}>
          <Link href={t.href} aria-current={t.id === current ? "page" : undefined}>
            {t.label}
          </Link>
        </Button>
      ))}
    </nav>
  );
}
