/**
 * `npx tsx --conditions=react-server --tsconfig tsconfig.json bench/messaging-compose.ts`: what composing
 * one message costs the send engine. 10,000 personalised recipients of a realistic marketing email (a
 * ~10 kB message from ~5 kB of HTML, 12 links, merge tags in subject, body and links; opens and clicks
 * tracked, one-click unsubscribe headers, footer) through `composeEmail`, DKIM-signed with RSA-2048;
 * median of 5 rounds after a warm-up. The same run times the parts: composing without DKIM, the bare
 * RSA signature of a header hash (the floor of signing), `buildMime` of a pre-rendered message, and
 * `composeEmailAsync` with 32 messages in flight, whose RSA operations run on libuv's thread pool
 * (UV_THREADPOOL_SIZE, default 4) while the event loop renders the next ones. Each figure is wall-clock
 * messages/s and CPU µs a message. BENCH_MESSAGES and BENCH_ROUNDS override the counts. Printed as
 * JSON and kept in bench/results/messaging-compose.json.
 */
import { generateKeyPairSync, sign } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";

process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0000";
process.env.LOG_LEVEL ??= "silent";
const { composeEmail, composeEmailAsync, prepareEmail } = await import("../src/modules/messaging/render/compose");
const { buildMime } = await import("../src/modules/messaging/render/mime");

const messages = Number(process.env.BENCH_MESSAGES ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const root = path.resolve(import.meta.dirname, "..");
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const privateKeyPem = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();

const section = (i: number) => `
<tr><td style="padding:16px 24px;font:15px/1.6 Arial,sans-serif;color:#222">
  <h2 style="margin:0 0 8px;font-size:20px">Collection ${i}: new arrivals for {{ contact.first_name | "you" }}</h2>
  <p style="margin:0 0 12px">Our spring range is here — linen shirts, light jackets and shoes for long walks. Members of
  {{ workspace.name }} get early access, free returns and 20% off their first order this week only.</p>
  <p style="margin:0"><a href="https://shop.example.com/collections/${i}?utm_source=email&amp;utm_campaign=spring" style="color:#0b5cff">Shop collection ${i}</a>
  · <a href="https://shop.example.com/lookbook/${i}" style="color:#0b5cff">See the lookbook</a></p>
</td></tr>`;
const html = `<!doctype html><html><head><meta charset="utf-8"><title>Spring</title><style>body{margin:0}</style></head>
<body style="margin:0;background:#f5f5f5"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="600" style="background:#fff">
<tr><td style="padding:24px"><img src="https://cdn.example.com/logo.png" alt="Acme" width="120"></td></tr>
<tr><td style="padding:0 24px;font:15px/1.6 Arial,sans-serif">Hi {{ contact.first_name | "there" }} {{ contact.last_name }},<br>
we picked these for someone at {{ contact.company | "your company" }} who works as {{ contact.job_title | "a professional" }}.</td></tr>
${Array.from({ length: 5 }, (_, i) => section(i + 1)).join("")}
<tr><td style="padding:24px"><a href="https://shop.example.com/account?email={{ contact.email }}">Your account</a>
 · <a href="mailto:help@acme.example">Write to us</a></td></tr>
</table></td></tr></table></body></html>`;

const spec = {
  fromName: "Acme Store",
  fromAddress: "news@mail.acme.example",
  replyTo: "help@acme.example",
  subject: '{{ contact.first_name | "Hello" }}, spring is here at {{ workspace.name }} 🌷',
  html,
  marketing: true,
  trackOpens: true,
  trackClicks: true,
  siteUrl: "https://app.acme.example",
  postalAddress: "1 Main Street, Springfield, 12345",
  listId: "Acme news <spring.mail.acme.example>",
  bounceAddress: "bounces@bounces.mail.acme.example",
  dkim: { domain: "mail.acme.example", selector: "amt", privateKeyPem },
  headers: { "Feedback-ID": "spring:ws:amt" },
};

const recipients = Array.from({ length: messages }, (_, i) => ({
  outboxId: 1_000_000 + i,
  messageId: `5f0c6a8e-1111-4222-8333-444455556666.${i}@mail.acme.example`,
  address: `person${i}@example${i % 50}.com`,
  vars: {
    contact: {
      first_name: i % 7 === 0 ? "" : `Name${i}`,
      last_name: `Last${i}`,
      email: `person${i}@example${i % 50}.com`,
      company: i % 3 ? `Company ${i}` : null,
      job_title: "Buyer",
      custom: {},
    },
    workspace: { name: "Acme" },
  },
}));

/**
 * Wall-clock messages/s, and CPU microseconds a message (user + system of the whole process, thread
 * pool included): on a busy machine the wall figure drops while the CPU cost stays put.
 */
async function measure(label: string, run: () => void | Promise<void>) {
  await run(); // warm-up
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await run();
    wall.push(messages / ((performance.now() - started) / 1000));
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / messages);
  }
  return { label, messagesPerSecond: Math.round(median(wall)), cpuMicrosPerMessage: Math.round(median(cpu)), rounds: wall.map(Math.round) };
}

/** Composes every recipient with `window` messages in flight, the way a worker batch would. */
async function composeConcurrently(window: number) {
  let next = 0;
  await Promise.all(
    Array.from({ length: window }, async () => {
      while (next < recipients.length) bytes = (await composeEmailAsync(signed, recipients[next++]!)).raw.length;
    }),
  );
}

let bytes = 0;
const signed = prepareEmail(spec);
const unsigned = prepareEmail({ ...spec, dkim: null });
const sample = composeEmail(signed, recipients[0]!).raw;
const privateKey = signed.dkim!.privateKey;
const headerHash = Buffer.alloc(600, "h");

const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
const results = [
  await measure("composeEmail, RSA-2048 DKIM (the engine's path)", () => {
    for (const r of recipients) bytes = composeEmail(signed, r).raw.length;
  }),
  await measure(`composeEmailAsync, RSA-2048 DKIM on the thread pool (${threads} threads), 32 in flight`, () => composeConcurrently(32)),
  await measure("composeEmail without DKIM", () => {
    for (const r of recipients) composeEmail(unsigned, r);
  }),
  await measure("bare RSA-2048 signature of 600 bytes (signing's floor)", () => {
    for (let i = 0; i < messages; i++) sign("sha256", headerHash, privateKey);
  }),
  await measure("buildMime of a pre-rendered message", () => {
    for (const r of recipients)
      buildMime({
        from: { name: "Acme Store", address: "news@mail.acme.example" },
        to: r.address,
        subject: "Spring",
        html,
        text: "Spring",
        messageId: r.messageId,
        date: new Date(),
      });
  }),
];

const out = {
  benchmark: "messaging-compose",
  node: process.version,
  cpus: availableParallelism(),
  loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
  messages,
  rounds,
  htmlBytes: html.length,
  messageBytes: bytes,
  sampleHeaderLines: sample.toString("latin1").split("\r\n\r\n")[0]!.split("\r\n").length,
  results,
  goal: "the engine sends ≥ 1,000 messages/s; composing and signing must cost well under 1 ms a message",
};
console.log(JSON.stringify(out, null, 2));
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(path.join(root, "bench/results/messaging-compose.json"), `${JSON.stringify(out, null, 2)}\n`);
