import { describe, expect, it } from "vitest";
import { provideWarehouse, warehouse, type Warehouse } from "./warehouse";

describe("connectors' warehouse port", () => {
  it("refuses, naming the call to make, until the composition root has filled it, then answers what was given", () => {
    expect(() => warehouse()).toThrow(/provideWarehouse\(\) wasn't called.*@\/server\/compose/);
    const given = {} as Warehouse;
    provideWarehouse(given);
    expect(warehouse()).toBe(given);
  });
});
