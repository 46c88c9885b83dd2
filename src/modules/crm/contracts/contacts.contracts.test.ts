import { describe, expect, it } from "vitest";
import { addToListFormInput, contactFormInput, updateContactInput } from "./contacts.contracts";

const id = "0b6f8a4e-2c1d-4f3a-9e5b-7a6c5d4e3f21";
const listId = "5c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
const rules = {
  combinator: "and" as const,
  groups: [{ combinator: "and" as const, conditions: [{ type: "tag" as const, op: "has" as const, value: "vip" }] }],
};

const drawer = {
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "",
  phone: "",
  companyName: "",
  companyId: null,
  jobTitle: "",
  lifecycleStage: "",
  leadStatus: "",
  ownerId: "",
  source: "",
  leadScore: "12",
  tags: ["vip"],
  custom: {},
};

describe("the contact drawer's contract", () => {
  it("takes what the controls hold: empty boxes clear, the score is a number, no owner is null", () => {
    expect(contactFormInput.parse(drawer)).toMatchObject({ email: "ada@example.com", lastName: null, ownerId: null, leadScore: 12, tags: ["vip"] });
  });

  it("names the boxes to fix with the procedure's messages", () => {
    const result = contactFormInput.safeParse({ ...drawer, email: "not-an-email", leadScore: "1.5", ownerId: "someone" });
    const issues = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(issues).toEqual({ email: "Enter a valid email", leadScore: "Enter a whole number", ownerId: "Unknown owner" });
    expect(contactFormInput.safeParse({ ...drawer, leadScore: "" }).error?.issues[0]?.message).toBe("Enter a number");
  });

  it("accepts what it checked as the update's patch", () => {
    const { leadScore, ownerId, lastName } = contactFormInput.parse(drawer);
    expect(updateContactInput.safeParse({ id, patch: { leadScore, ownerId, lastName } }).success).toBe(true);
  });
});

describe("the add-to-list dialog's contract", () => {
  it("parses picked contacts to the list's contact ids", () => {
    expect(addToListFormInput.parse({ listId, selection: { ids: [id] } })).toEqual({ listId, contactIds: [id] });
  });

  it("parses the whole filter to its rules and search", () => {
    expect(addToListFormInput.parse({ listId, selection: { rules, search: " ada " } })).toEqual({ listId, rules, search: "ada" });
  });

  it("asks for a list", () => {
    expect(addToListFormInput.safeParse({ listId: "", selection: { ids: [id] } }).error?.issues[0]).toMatchObject({
      path: ["listId"],
      message: "Choose a list",
    });
  });
});
