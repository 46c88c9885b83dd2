/**
 * Draws one survey into a Shadow DOM, a question at a time, following its branching (analytics'
 * nextStep) and checking ratings against their scale (checkRating) before moving on. Texts go in
 * through textContent only. A pop-up survey sits in a corner (not modal: the page stays usable);
 * `mountSurveyWidget` draws the feedback tab or button that opens one.
 */
import { checkRating, nextStep } from "@/modules/analytics/client";
import { safeHttpUrl } from "./rules";
import { SURVEY_CSS } from "./survey-styles";
import type { SiteSurvey } from "./types";

export type Answers = Record<string, string | number | string[]>;

export type SurveyHandlers = {
  /** The last question was answered: send the answers; resolves to an error to show, or null. */
  onSubmit: (answers: Answers) => Promise<string | null>;
  /** Closed before the end (the × or Escape). */
  onDismiss?: () => void;
  onClose?: () => void;
  /** Move focus into the survey at once (it was opened by a click or the site's code). */
  focus?: boolean;
};

const FACES: Record<number, string[]> = { 3: ["😞", "😐", "😊"], 5: ["😠", "🙁", "😐", "🙂", "😄"] };

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function shadowHost(doc: Document, parent: HTMLElement, id: string) {
  const host = el(doc, "div");
  host.setAttribute("data-aimt-survey", id);
  const root = host.attachShadow({ mode: "open" });
  root.appendChild(el(doc, "style", undefined, SURVEY_CSS));
  parent.appendChild(host);
  return { host, root };
}

let seq = 0;

/** Draws `survey` from its first question; returns its close. */
export function mountSurvey(doc: Document, parent: HTMLElement, survey: SiteSurvey, handlers: SurveyHandlers): { host: HTMLElement; close: () => void } {
  const { host, root } = shadowHost(doc, parent, survey.id);
  const position = survey.appearance.position;
  const box = el(doc, "div", position === "left" || position === "center" ? `box ${position}` : "box");
  const uid = `aimt-s${++seq}`;
  box.setAttribute("role", "dialog");
  box.setAttribute("aria-labelledby", `${uid}-h`);
  root.appendChild(box);
  const paint = (node: HTMLElement) => {
    node.style.background = survey.colours.accent;
    node.style.color = survey.colours.onAccent;
  };
  const answers: Answers = {};
  let finished = false;
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    doc.removeEventListener("keydown", onKey, true);
    host.remove();
    if (!finished) handlers.onDismiss?.();
    handlers.onClose?.();
  };
  const onKey = (event: KeyboardEvent) => event.key === "Escape" && close();
  doc.addEventListener("keydown", onKey, true);

  const closeButton = () => {
    const x = el(doc, "button", "x", "×");
    x.type = "button";
    x.setAttribute("aria-label", "Close");
    x.addEventListener("click", close);
    return x;
  };

  const heading = (text: string) => {
    const h = el(doc, "h2", undefined, text);
    h.id = `${uid}-h`;
    h.tabIndex = -1;
    return h;
  };

  const thanks = () => {
    finished = true;
    box.replaceChildren(heading("Thank you for your answer."), closeButton());
    box.querySelector("h2")?.focus();
  };

  /** Moves focus into the box on later questions only: a pop-up that appears by itself doesn't take the page's focus. */
  const show = (index: number, focus = true) => {
    const q = survey.questions[index]!;
    const last = index + 1 >= survey.questions.length;
    const form = el(doc, "form");
    form.noValidate = true;
    const error = el(doc, "p", "e");
    error.setAttribute("role", "alert");
    error.id = `${uid}-e`;
    let read: () => string | number | string[] | undefined = () => undefined;
    const parts: HTMLElement[] = [heading(q.question)];
    if (q.description) parts.push(el(doc, "p", "d", q.description));

    if (q.type === "rating") {
      let picked: number | undefined;
      const row = el(doc, "div", "r");
      row.setAttribute("role", "group");
      row.setAttribute("aria-labelledby", `${uid}-h`);
      const min = q.scale === 10 ? 0 : 1;
      const faces = q.display === "emoji" ? FACES[q.scale] : undefined;
      for (let v = min; v <= q.scale; v++) {
        const b = el(doc, "button", undefined, faces ? faces[v - 1] : String(v));
        b.type = "button";
        b.setAttribute("aria-pressed", "false");
        if (faces) b.setAttribute("aria-label", String(v));
        b.addEventListener("click", () => {
          picked = v;
          row.querySelectorAll("button").forEach((o) => {
            const on = o === b;
            o.setAttribute("aria-pressed", String(on));
            o.style.background = on ? survey.colours.accent : "";
            o.style.color = on ? survey.colours.onAccent : "";
          });
        });
        row.appendChild(b);
      }
      const bounds = el(doc, "div", "lb");
      bounds.append(el(doc, "span", undefined, q.lowerBoundLabel), el(doc, "span", undefined, q.upperBoundLabel));
      parts.push(row, bounds);
      read = () => picked;
    } else if (q.type === "single_choice" || q.type === "multiple_choice") {
      const single = q.type === "single_choice";
      const set = el(doc, "fieldset");
      set.style.cssText = "border:0;padding:0;margin:0";
      const legend = el(doc, "legend", undefined, q.question);
      legend.style.cssText = "position:absolute;clip:rect(0 0 0 0)";
      set.appendChild(legend);
      const boxes: [HTMLInputElement, string, HTMLInputElement | null][] = q.choices.map((choice, i) => {
        const label = el(doc, "label");
        const input = el(doc, "input");
        input.type = single ? "radio" : "checkbox";
        input.name = `${uid}-c`;
        const open = q.hasOpenChoice && i === q.choices.length - 1 ? el(doc, "input") : null;
        label.append(input, el(doc, "span", undefined, choice));
        set.appendChild(label);
        if (open) {
          open.type = "text";
          open.setAttribute("aria-label", choice);
          set.appendChild(open);
        }
        return [input, choice, open];
      });
      parts.push(set);
      read = () => {
        const picked = boxes.filter(([input]) => input.checked).map(([, choice, open]) => (open && open.value.trim() ? open.value.trim() : choice));
        return single ? picked[0] : picked.length > 0 ? picked : undefined;
      };
    } else if (q.type === "open") {
      const text = el(doc, "textarea");
      text.rows = 3;
      text.setAttribute("aria-labelledby", `${uid}-h`);
      parts.push(text);
      read = () => text.value.trim() || undefined;
    } else if (q.type === "link") {
      const href = safeHttpUrl(q.link);
      if (href) {
        const a = el(doc, "a", "btn", q.buttonText || "Open");
        a.href = href;
        a.target = "_blank";
        a.rel = "noopener";
        paint(a);
        parts.push(a);
        let clicked = false;
        a.addEventListener("click", () => (clicked = true));
        read = () => (clicked ? "link clicked" : undefined);
      }
    }

    const submit = el(doc, "button", "btn", q.type === "link" ? "Continue" : q.buttonText || (last ? "Submit" : "Next"));
    submit.type = "submit";
    paint(submit);
    parts.push(error, submit);
    form.append(...parts);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      error.textContent = "";
      const value = read();
      if (value === undefined && !q.optional && q.type !== "link") {
        error.textContent = "Answer this question, please.";
        return;
      }
      if (q.type === "rating" && value !== undefined) {
        const check = checkRating(q.scale, value);
        if (!check.ok) {
          error.textContent = check.message;
          return;
        }
      }
      if (value !== undefined) answers[q.id] = value;
      const next = nextStep(survey.questions, index, value);
      if (next !== "end") return show(next);
      submit.disabled = true;
      void handlers.onSubmit(answers).then((problem) => {
        if (problem === null) return thanks();
        submit.disabled = false;
        error.textContent = problem;
      });
    });
    box.replaceChildren(form, closeButton());
    if (focus) form.querySelector<HTMLElement>("h2")?.focus();
  };

  show(0, handlers.focus === true);
  return { host, close };
}

/** The feedback tab (on the page's right edge) or button (bottom right) that opens a widget survey. */
export function mountSurveyWidget(doc: Document, parent: HTMLElement, survey: SiteSurvey, open: () => void): HTMLElement {
  const { host, root } = shadowHost(doc, parent, `${survey.id}-widget`);
  const tab = el(doc, "button", survey.appearance.widgetType === "button" ? "tab button" : "tab", survey.appearance.widgetLabel || "Feedback");
  tab.type = "button";
  tab.style.background = survey.colours.accent;
  tab.style.color = survey.colours.onAccent;
  tab.addEventListener("click", open);
  root.appendChild(tab);
  return host;
}
