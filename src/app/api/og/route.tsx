import { ImageResponse } from "next/og";
import { ogTitle, APP_NAME } from "@/modules/shell";

/** A branded 1200×630 share image for any title, drawn offline. */
export function GET(request: Request) {
  const title = ogTitle(new URL(request.url).searchParams.get("title"));
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #1e1b4b 0%, #4338ca 55%, #7c3aed 100%)",
        color: "white",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 34, opacity: 0.92 }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 14,
            background: "white",
            color: "#4338ca",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            fontSize: 30,
            fontWeight: 700,
          }}
        >
          AI
        </div>
        {APP_NAME}
      </div>
      <div style={{ display: "flex", fontSize: title.length > 50 ? 60 : 76, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1 }}>{title}</div>
      <div style={{ display: "flex", fontSize: 28, opacity: 0.8 }}>The AI marketing department of your brand or agency</div>
    </div>,
    { width: 1200, height: 630, headers: { "Cache-Control": "public, max-age=86400, immutable" } },
  );
}
