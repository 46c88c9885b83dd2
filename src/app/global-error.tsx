"use client";

import "./globals.css";
import { ErrorView } from "@/modules/shell/views/error-view";

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-dvh bg-background text-foreground">
        <ErrorView digest={error.digest} reset={reset} />
      </body>
    </html>
  );
}
