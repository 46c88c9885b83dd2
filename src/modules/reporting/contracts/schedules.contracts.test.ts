import { describe, expect, it } from "vitest";
import { scheduleFormInput } from "./schedules.contracts";

const form = {
  path: "/marketing-dashboard/ppc-dashboard/google-ads",
  query: "compare=none",
  frequency: "weekly" as const,
  weekday: "1",
  monthDay: "1",
  hour: "8",
  recipients: "",
};

describe("schedule form contract", () => {
  it("turns the form's choices and typed recipients into the procedure's input, keeping only the frequency's day", () => {
    const parsed = scheduleFormInput.parse({
      ...form,
      weekday: "3",
      monthDay: "12",
      hour: "17",
      recipients: " Boss@Example.com, client@example.com\nboss@example.com ",
    });
    expect(parsed).toEqual({
      path: form.path,
      query: "compare=none",
      frequency: "weekly",
      weekday: 3,
      monthDay: null,
      hour: 17,
      recipients: ["boss@example.com", "client@example.com"],
    });
    expect(scheduleFormInput.parse({ ...form, frequency: "monthly", monthDay: "28", recipients: "a@example.com" })).toMatchObject({
      weekday: null,
      monthDay: 28,
    });
  });

  it("puts the procedure's messages on the recipients field", () => {
    const messages = (recipients: string) => scheduleFormInput.safeParse({ ...form, recipients }).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(messages("")).toEqual([["recipients", "Add at least one recipient"]]);
    expect(messages("a@example.com, not-an-email")).toEqual([["recipients", "“not-an-email” isn't a valid email address"]]);
  });

  it("refuses a page that isn't a report, on the path", () => {
    expect(scheduleFormInput.safeParse({ ...form, path: "/marketing-dashboard/home", recipients: "a@example.com" }).error?.issues[0]?.path).toEqual(["path"]);
  });
});
