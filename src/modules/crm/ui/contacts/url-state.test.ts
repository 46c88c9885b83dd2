import { describe, expect, it } from "vitest";
import type { SegmentRules } from "../../contracts/segments.contracts";
import { contactsListInput, contactsQueryFrom, defaultContactsQuery, searchParamsOf, writeContactsQuery, type ContactsQuery } from "./url-state";

/** One condition of every kind the filters sheet offers. */
const everyFilter: SegmentRules = {
  combinator: "or",
  groups: [
    {
      combinator: "and",
      conditions: [
        { type: "field", field: "email", op: "contains", value: "@example.com" },
        { type: "field", field: "leadScore", op: "gte", value: 50 },
        { type: "field", field: "createdAt", op: "within_last_days", value: 30 },
        { type: "field", field: "lifecycleStage", op: "in", value: ["lead", "customer"] },
        { type: "field", field: "phone", op: "is_empty" },
        { type: "custom", key: "plan_tier", op: "eq", value: "gold" },
        { type: "custom", key: "is_partner", op: "eq", value: true },
      ],
    },
    {
      combinator: "or",
      conditions: [
        { type: "tag", op: "has_not", value: "churned" },
        { type: "consent", channel: "sms", op: "is", value: "subscribed" },
        { type: "list", op: "in", listId: "5c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f" },
        { type: "activity", op: "has", kind: "meeting", days: 14 },
      ],
    },
  ],
};

const through = (query: ContactsQuery) => contactsQueryFrom(new URLSearchParams(writeContactsQuery(new URLSearchParams(), query).toString()));

describe("the contacts table's state in the address", () => {
  it("round-trips every filter the filters sheet supports, with the search and the order", () => {
    const query: ContactsQuery = { rules: everyFilter, search: "ada lovelace", sort: { field: "lastName", dir: "asc" } };
    expect(through(query)).toEqual(query);
  });

  it("writes nothing for the defaults and keeps the other parameters", () => {
    const params = writeContactsQuery(new URLSearchParams("tab=contacts&contact=abc&q=old&sort=email.asc"), defaultContactsQuery);
    expect(params.toString()).toBe("tab=contacts&contact=abc");
    expect(contactsQueryFrom(params)).toEqual(defaultContactsQuery);
  });

  it("falls back to the defaults for what a hand-edited link breaks", () => {
    const params = new URLSearchParams({ filter: "{not json", sort: "password.up" });
    expect(contactsQueryFrom(params)).toEqual(defaultContactsQuery);
    expect(contactsQueryFrom(new URLSearchParams({ filter: JSON.stringify({ combinator: "xor", groups: [] }) })).rules).toEqual(defaultContactsQuery.rules);
  });

  it("gives the server and the browser the same list input", () => {
    const url = writeContactsQuery(new URLSearchParams(), { rules: everyFilter, search: " ada ", sort: { field: "leadScore", dir: "desc" } });
    const server = contactsListInput(contactsQueryFrom(searchParamsOf(Object.fromEntries(url))));
    const browser = contactsListInput(contactsQueryFrom(url));
    expect(server).toEqual(browser);
    expect(browser).toEqual({ rules: everyFilter, search: "ada", sort: { field: "leadScore", dir: "desc" }, limit: 100 });
    expect(contactsListInput(defaultContactsQuery)).toEqual({ rules: undefined, search: undefined, sort: { field: "createdAt", dir: "desc" }, limit: 100 });
  });
});
