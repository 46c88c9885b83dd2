import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/**
 * Local peers that speak the storage protocols, started and stopped by a test file: s3rver (S3) and
 * azurite (Azure Blob), both on 127.0.0.1 with their data in a temp folder or in memory.
 */
export type S3Peer = { endpoint: string; bucket: string; credentials: { accessKeyId: string; secretAccessKey: string }; stop: () => Promise<void> };

export async function startS3rver(bucket = "amt-test"): Promise<S3Peer> {
  const directory = mkdtempSync(path.join(tmpdir(), "amt-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Azurite's well-known development account. */
export const AZURITE_ACCOUNT = "devstoreaccount1";
export const AZURITE_KEY = "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==";

export type AzuritePeer = { connectionString: string; stop: () => Promise<void> };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** azurite-blob as a child process: in memory, strict (no loose mode), any API version; resolves once it listens. */
export async function startAzurite(): Promise<AzuritePeer> {
  const port = await freePort();
  const location = mkdtempSync(path.join(tmpdir(), "amt-azurite-"));
  const bin = path.resolve(import.meta.dirname, "../../node_modules/.bin/azurite-blob");
  const child: ChildProcess = spawn(
    bin,
    [
      "--blobHost",
      "127.0.0.1",
      "--blobPort",
      String(port),
      "--inMemoryPersistence",
      "--extentMemoryLimit",
      "64",
      "--skipApiVersionCheck",
      "--disableTelemetry",
      "--silent",
    ],
    // In memory; the temp folder as its working directory keeps anything it writes out of the repository.
    { stdio: ["ignore", "pipe", "pipe"], cwd: location },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      rmSync(location, { recursive: true, force: true });
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  try {
    await new Promise<void>((resolve, reject) => {
      let output = "";
      child.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (/successfully listen/.test(output)) resolve();
      });
      child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.once("exit", (code) => reject(new Error(`azurite-blob exited (${code}): ${output}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const blobEndpoint = `http://127.0.0.1:${port}/${AZURITE_ACCOUNT}`;
  return {
    connectionString: `DefaultEndpointsProtocol=http;AccountName=${AZURITE_ACCOUNT};AccountKey=${AZURITE_KEY};BlobEndpoint=${blobEndpoint};`,
    stop,
  };
}
