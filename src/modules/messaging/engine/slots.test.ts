import { describe, expect, it } from "vitest";
import { Slots } from "./slots";

describe("slots (messages in flight)", () => {
  it("lets `size` tasks run at once, hands a freed slot to the first waiter, and reports idle when all are free", async () => {
    const slots = new Slots(2);
    const order: string[] = [];
    expect(slots.acquire()).toBeUndefined();
    expect(slots.acquire()).toBeUndefined();
    const third = Promise.resolve(slots.acquire()).then(() => order.push("third"));
    const fourth = Promise.resolve(slots.acquire()).then(() => order.push("fourth"));
    let idle = false;
    const idling = slots.idle().then(() => (idle = true));
    slots.release();
    await third;
    expect(order).toEqual(["third"]);
    slots.release();
    await fourth;
    expect(order).toEqual(["third", "fourth"]);
    slots.release();
    await Promise.resolve();
    expect(idle).toBe(false);
    slots.release();
    await idling;
    expect(idle).toBe(true);
  });
});
