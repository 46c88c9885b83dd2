import { describe, expect, it } from "vitest";
import { readGenerationStream } from "./generation-stream";

const body = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });

describe("readGenerationStream", () => {
  it("reads events split anywhere across chunks (even inside a multi-byte character), and skips unknown ones", async () => {
    const wire =
      'event: status\ndata: {"source":"model","provider":"x"}\n\nevent: token\ndata: {"text":"Café ☕"}\n\nevent: nope\ndata: {}\n\nevent: done\ndata: {"count":0,"seed":"s"}\n\n';
    const bytes = new TextEncoder().encode(wire);
    const seen: [string, unknown][] = [];
    // One byte at a time, decoded by the reader, not here.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const b of bytes) controller.enqueue(new Uint8Array([b]));
        controller.close();
      },
    });
    await readGenerationStream(stream, (event, data) => void seen.push([event, data]));
    expect(seen).toEqual([
      ["status", { source: "model", provider: "x" }],
      ["token", { text: "Café ☕" }],
      ["done", { count: 0, seed: "s" }],
    ]);
    const again: string[] = [];
    await readGenerationStream(body([wire.slice(0, 20), wire.slice(20)]), (event) => void again.push(event));
    expect(again).toEqual(["status", "token", "done"]);
  });
});
