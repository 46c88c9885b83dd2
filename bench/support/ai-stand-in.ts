/**
 * The model stand-in of bench/ai-stream.ts in a process of its own (as a model server would be):
 * forked with `--import tsx`, it answers over IPC. Each streamed token's write time is kept as
 * epoch milliseconds (performance.timeOrigin + performance.now()), comparable across processes.
 */
import { startFakeLlmServer } from "../../src/modules/ai/providers/fake-server";

type Message = { type: "reply"; tokens: string[] } | { type: "take" } | { type: "close" };

async function main() {
  const fake = await startFakeLlmServer({ tokenDelayMs: Number(process.argv[2] ?? 1) });
  let written: number[] = [];
  fake.onToken = (i) => {
    written[i] = performance.timeOrigin + performance.now();
  };
  process.on("message", (message: Message) => {
    if (message.type === "reply") {
      fake.reply(message.tokens);
      process.send!({ type: "ok" });
    } else if (message.type === "take") {
      process.send!({ type: "written", written });
      written = [];
    } else void fake.close().then(() => process.exit(0));
  });
  process.send!({ type: "ready", baseUrl: fake.openAiBaseUrl, allowHosts: fake.allowHosts });
}

void main();
