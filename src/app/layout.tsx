import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { cookies, headers } from "next/headers";
import "./globals.css";
import { env, siteUrl } from "@/env";
import { CONSENT_COOKIE, parseConsent, productAnalyticsConfig } from "@/modules/analytics/client";
import { defaultHead, jsonForScript, structuredData } from "@/modules/shell";
import { THEME_COOKIE, themeClass } from "@/lib/theme";
import { Providers } from "./providers";

export function generateMetadata(): Metadata {
  return defaultHead(siteUrl());
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0f0d1a" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookieStore = await cookies();
  const theme = cookieStore.get(THEME_COOKIE)?.value;
  // The product's page views and consent banner: the tag ids as set now, the visitor's choice as kept.
  const analytics = { config: productAnalyticsConfig(env), consent: parseConsent(cookieStore.get(CONSENT_COOKIE)?.value) };
  // The proxy's per-request CSP nonce; Next.js puts it on its own scripts, this data block takes it too.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang="en" className={themeClass(theme)} suppressHydrationWarning>
      <body className="min-h-dvh bg-background text-foreground antialiased">
        <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(structuredData(siteUrl())) }} />
        <Providers authBasePath={env.AUTH_BASE_PATH} analytics={analytics}>
          {children}
        </Providers>
      </body>
    </html>
  );
}
