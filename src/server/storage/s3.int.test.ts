import { afterAll, beforeAll, describe } from "vitest";
import { startS3rver, type S3Peer } from "~tests/support/storage-peers";
import { driverContract } from "./driver-test-kit";
import { S3Driver } from "./s3";

let peer: S3Peer;
let driver: S3Driver;

beforeAll(async () => {
  peer = await startS3rver();
  driver = new S3Driver({ bucket: peer.bucket, region: "us-east-1", endpoint: peer.endpoint, credentials: peer.credentials });
});
afterAll(async () => {
  driver?.client.destroy();
  await peer?.stop();
});

describe("S3 driver against s3rver", () => {
  driverContract({ driver: () => driver, request: (url, init) => fetch(url, init) });
});
