import { describe, expect, it } from "vitest";
import { updateContactInput } from "../../contracts/contacts.contracts";
import { customInputOf, patchFrom, toFormValues } from "./contact-form-values";

const fields = [
  { key: "plan", type: "select" as const },
  { key: "seats", type: "number" as const },
  { key: "vip", type: "boolean" as const },
  { key: "areas", type: "multi_select" as const },
];

const contact = {
  email: "dana@x.test",
  firstName: "Dana",
  lastName: null,
  phone: "+14155550123",
  companyName: "Acme",
  companyId: null,
  jobTitle: null,
  lifecycleStage: "lead",
  leadStatus: null,
  ownerId: null,
  source: null,
  leadScore: 10,
  tags: ["vip"],
  custom: { plan: "Pro", seats: 12 },
};

describe("contact form values", () => {
  it("shows stored values in their controls, custom ones by type", () => {
    const v = toFormValues(contact, fields);
    expect(v).toMatchObject({ email: "dana@x.test", lastName: "", leadScore: "10", custom: { plan: "Pro", seats: "12", vip: null, areas: [] } });
    expect(customInputOf("boolean", "yes")).toBeNull();
    expect(customInputOf("multi_select", ["A"])).toEqual(["A"]);
  });

  it("sends nothing when nothing changed", () => {
    const v = toFormValues(contact, fields);
    expect(patchFrom(v, v)).toEqual({});
  });

  it("sends only the changed fields: emptied boxes clear, the score as a number, custom values by key", () => {
    const initial = toFormValues(contact, fields);
    const edited = {
      ...initial,
      firstName: "",
      jobTitle: "CTO",
      lifecycleStage: "customer",
      leadScore: "25",
      tags: ["vip", "q3"],
      custom: { ...initial.custom, plan: "", vip: true, areas: ["EU"] },
    };
    const patch = patchFrom(edited, initial);
    expect(patch).toEqual({
      firstName: null,
      jobTitle: "CTO",
      lifecycleStage: "customer",
      leadScore: 25,
      tags: ["vip", "q3"],
      custom: { plan: null, vip: true, areas: ["EU"] },
    });
    expect(updateContactInput.safeParse({ id: "00000000-0000-4000-8000-000000000000", patch }).success).toBe(true);
  });

  it("leaves a score that isn't a number for the shared contract to refuse, naming the field", () => {
    const initial = toFormValues(contact, fields);
    const patch = patchFrom({ ...initial, leadScore: "lots" }, initial);
    const result = updateContactInput.safeParse({ id: "00000000-0000-4000-8000-000000000000", patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["patch", "leadScore"]);
  });
});
