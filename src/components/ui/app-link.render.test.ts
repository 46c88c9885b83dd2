import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppLink, navigatesInApp } from "./app-link";

const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
/** The app router as pages have it (AppLink reads it with useRouter); nothing here navigates. */
const router = { push() {}, replace() {}, prefetch() {}, back() {}, forward() {}, refresh() {} } as never;

describe("AppLink", () => {
  it("navigates inside the app on a plain click on an in-app path", () => {
    expect(navigatesInApp(click, "/marketing-dashboard/home")).toBe(true);
    expect(navigatesInApp(click, "/marketing-dashboard/ppc-dashboard/google-ads?range=last7", { target: "_self" })).toBe(true);
  });

  it("leaves new tabs, new windows, other buttons and handled clicks to the browser", () => {
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const) expect(navigatesInApp({ ...click, [key]: true }, "/a")).toBe(false);
    expect(navigatesInApp({ ...click, button: 1 }, "/a")).toBe(false);
    expect(navigatesInApp({ ...click, defaultPrevented: true }, "/a")).toBe(false);
    expect(navigatesInApp(click, "/a", { target: "_blank" })).toBe(false);
    expect(navigatesInApp(click, "/export.csv", { download: "" })).toBe(false);
  });

  it("leaves other origins to the browser", () => {
    expect(navigatesInApp(click, "https://example.com/")).toBe(false);
    expect(navigatesInApp(click, "//example.com/")).toBe(false);
    expect(navigatesInApp(click, "mailto:a@example.com")).toBe(false);
  });

  it("renders a plain link with its attributes, as next/link did", () => {
    const html = renderToStaticMarkup(
      createElement(
        AppRouterContext.Provider,
        { value: router },
        createElement(AppLink, { href: "/marketing-dashboard/home", className: "x", "aria-current": "page" }, "Home"),
      ),
    );
    expect(html).toBe('<a href="/marketing-dashboard/home" class="x" aria-current="page">Home</a>');
  });
});
