import { afterAll, beforeAll, describe } from "vitest";
import { startAzurite, type AzuritePeer } from "~tests/support/storage-peers";
import { AzureDriver } from "./azure";
import { driverContract } from "./driver-test-kit";

let peer: AzuritePeer;
let driver: AzureDriver;

beforeAll(async () => {
  peer = await startAzurite();
  driver = new AzureDriver({ connectionString: peer.connectionString, container: "amt-test" });
  await driver.container.createIfNotExists();
});
afterAll(async () => {
  await peer?.stop();
});

describe("Azure driver against azurite", () => {
  driverContract({ driver: () => driver, request: (url, init) => fetch(url, init) });
});
