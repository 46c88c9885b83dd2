import { z } from "zod";
import { text } from "@/lib/text";
import { providerKinds } from "./providers.constants";

/** A workspace's own model provider. The server checks where the base URL leads when saving. */
export const saveProviderInput = z
  .object({
    kind: z.enum(providerKinds, { error: "Choose a provider" }),
    /** Empty: the provider's public API (OpenAI, Anthropic); an OpenAI-compatible server always names its own. */
    baseUrl: text()
      .trim()
      .max(300, { error: "The address is at most 300 characters" })
      .default("")
      .transform((v) => v.replace(/\/+$/, ""))
      .pipe(z.union([z.literal(""), z.url({ protocol: /^https?$/, error: "Enter the API address, such as http://10.0.0.5:11434/v1" })])),
    model: text().trim().min(1, { error: "Enter the model name, such as gpt-4o-mini" }).max(200, { error: "The model name is at most 200 characters" }),
    /** Left empty, the stored key is kept (for the same provider). */
    apiKey: text().trim().max(500, { error: "The API key is at most 500 characters" }).default(""),
  })
  .superRefine((value, ctx) => {
    if (value.kind === "openai-compatible" && value.baseUrl === "")
      ctx.addIssue({ code: "custom", path: ["baseUrl"], message: "Enter the address of the model server, such as http://10.0.0.5:11434/v1" });
  });
export type SaveProviderInput = z.output<typeof saveProviderInput>;
