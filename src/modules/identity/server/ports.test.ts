import { describe, expect, it } from "vitest";
import { invitationMailer, provideSeatCheck, seatCheck } from "./ports";

describe("identity's ports", () => {
  it("refuse, naming the call to make, until the composition root has filled them", () => {
    expect(() => seatCheck()).toThrow(/provideSeatCheck\(\) wasn't called.*@\/server\/compose/);
    expect(() => invitationMailer()).toThrow(/provideInvitationMailer\(\) wasn't called/);
  });

  it("answer what was given", () => {
    const given = { assertSeatsFree: async () => undefined, seatsOfPlan: async () => ({ used: 1, limit: 3 }) };
    provideSeatCheck(given);
    expect(seatCheck()).toBe(given);
  });
});
