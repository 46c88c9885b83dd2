// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import type { SiteSurvey } from "./types";

// The site script's build bundles analytics' site surface for this import; the test does the same.
vi.mock("@/modules/analytics/client", () => import("@/modules/analytics/site-surface"));
const { mountSurvey, mountSurveyWidget } = await import("./survey-render");

const HOSTILE = `<img src=x onerror="window.__pwned=1">`;
const nps: SiteSurvey = {
  id: "s1",
  type: "popover",
  questions: [
    {
      id: "nps",
      type: "rating",
      question: HOSTILE,
      scale: 10,
      display: "number",
      lowerBoundLabel: "Unlikely",
      upperBoundLabel: "Very likely",
      branching: { type: "response_based", responseValues: { promoters: "end" } },
    },
    { id: "why", type: "open", question: "What should we do better?" },
  ],
  appearance: { position: "left" },
  conditions: {},
  schedule: "once",
  intervalDays: 0,
  colours: { accent: "#112233", onAccent: "#ffffff" },
};

const rootOf = (host: HTMLElement) => host.shadowRoot!;
const buttonNamed = (root: ShadowRoot, name: string) => Array.from(root.querySelectorAll("button")).find((b) => b.textContent === name)!;
const submit = (root: ShadowRoot) => root.querySelector("form")!.dispatchEvent(new Event("submit", { cancelable: true }));

describe("mountSurvey", () => {
  it("asks a detractor why, and sends both answers", async () => {
    const onSubmit = vi.fn(async () => null);
    const { host } = mountSurvey(document, document.body, nps, { onSubmit });
    const root = rootOf(host);
    expect(root.querySelector("h2")!.textContent).toBe(HOSTILE);
    expect(root.querySelector("img")).toBeNull();
    expect(root.querySelector(".box")!.className).toBe("box left");
    submit(root);
    expect(root.querySelector("[role=alert]")!.textContent).toBe("Answer this question, please.");
    buttonNamed(root, "4").click();
    expect(buttonNamed(root, "4").getAttribute("aria-pressed")).toBe("true");
    submit(root);
    expect(root.querySelector("h2")!.textContent).toBe("What should we do better?");
    root.querySelector("textarea")!.value = "Faster delivery";
    submit(root);
    await vi.waitFor(() => expect(root.querySelector("h2")!.textContent).toBe("Thank you for your answer."));
    expect(onSubmit).toHaveBeenCalledWith({ nps: 4, why: "Faster delivery" });
    host.remove();
  });

  it("ends at once for a promoter, shows the server's refusal, and counts a close as dismissed", async () => {
    const onSubmit = vi.fn(async () => "The response must be a whole number in range 0-10.");
    const onDismiss = vi.fn();
    const { host } = mountSurvey(document, document.body, nps, { onSubmit, onDismiss });
    const root = rootOf(host);
    buttonNamed(root, "10").click();
    submit(root);
    await vi.waitFor(() => expect(root.querySelector("[role=alert]")!.textContent).toBe("The response must be a whole number in range 0-10."));
    expect(onSubmit).toHaveBeenCalledWith({ nps: 10 });
    root.querySelector<HTMLButtonElement>("button.x")!.click();
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(document.querySelector("[data-aimt-survey]")).toBeNull();
  });

  it("draws faces for an emoji rating and a feedback tab for a widget", () => {
    const faces: SiteSurvey = {
      ...nps,
      questions: [{ ...(nps.questions[0] as Extract<SiteSurvey["questions"][number], { type: "rating" }>), scale: 5, display: "emoji" }],
    };
    const { host, close } = mountSurvey(document, document.body, faces, { onSubmit: async () => null });
    const buttons = Array.from(rootOf(host).querySelectorAll(".r button"));
    expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual(["1", "2", "3", "4", "5"]);
    close();
    const open = vi.fn();
    const tab = mountSurveyWidget(document, document.body, { ...nps, type: "widget", appearance: { widgetType: "tab", widgetLabel: "Feedback" } }, open);
    const button = rootOf(tab).querySelector("button")!;
    expect(button.textContent).toBe("Feedback");
    button.click();
    expect(open).toHaveBeenCalledOnce();
  });
});
