import "server-only";
import pino from "pino";
import { env } from "@/env";

const globalForLog = globalThis as unknown as { __amtLog?: pino.Logger };

/** The process logger: JSON lines, one child per request carrying its request id. */
export function getLogger(): pino.Logger {
  globalForLog.__amtLog ??= pino({ level: env.LOG_LEVEL, base: { service: "ai-marketing-tools" } });
  return globalForLog.__amtLog;
}

export type Logger = pino.Logger;
