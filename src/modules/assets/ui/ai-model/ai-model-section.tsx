"use client";

import { Bot, PlugZap, Trash2 } from "lucide-react";
import { useState } from "react";
import { AdminNote } from "@/components/ui/admin-note";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { loadSaveProviderContract, providerKindLabel, providerKinds, type ProviderKind, type saveProviderInput } from "@/modules/ai/client";
import {
  useAiModelSettings,
  useRemoveAiModel,
  useSaveAiModel,
  useTestAiModel,
  type AiModelSettings,
  type ConnectionTestResult,
} from "../../hooks/use-ai-model";

/** What writes this workspace's copy, in a sentence. */
export function modelSummary(settings: AiModelSettings): string {
  if (settings.workspace) {
    const w = settings.workspace;
    const where = w.kind === "openai-compatible" && w.baseUrl ? ` at ${w.baseUrl}` : "";
    const key = w.keyHint ? `, with the API key ending in ${w.keyHint}` : w.hasKey ? ", with an API key" : "";
    return `Generations use ${w.kindLabel}${where}, model “${w.model}”${key}.`;
  }
  if (settings.server)
    return `This server provides a model: ${settings.server.kindLabel}, model “${settings.server.model}”. Generations use it unless you connect your own.`;
  return "No AI model is connected. The built-in generator writes short copy (headlines, descriptions, posts) from your brand kits; connect a model to write long-form copy too.";
}

/** The outcome of a connection test, in words, announced when it changes. */
function TestOutcome({ result }: { result: ConnectionTestResult | null }) {
  if (!result) return null;
  return (
    <p role="status" className={result.outcome === "ok" ? "text-sm text-success" : "text-sm text-destructive"}>
      {result.message}
    </p>
  );
}

/**
 * "AI model" on the Themes page: which model writes (the workspace's own, the server's, or the
 * built-in generator), and for owners and admins the form to connect one (the key is write-only:
 * only its last four characters come back), test it, or remove it.
 */
export function AiModelSection({ canManage }: { canManage: boolean }) {
  const { data: settings } = useAiModelSettings();
  const [result, setResult] = useState<ConnectionTestResult | null>(null);
  const [removing, setRemoving] = useState(false);
  const test = useTestAiModel({ onSuccess: setResult });
  const remove = useRemoveAiModel({ onSuccess: () => setResult(null) });

  return (
    <section aria-labelledby="ai-model-title" className="flex flex-col gap-4 rounded-lg border p-4">
      <div className="flex flex-col gap-1">
        <h2 id="ai-model-title" className="flex items-center gap-2 text-lg font-semibold">
          <Bot aria-hidden className="size-5" /> AI model
        </h2>
        <p className="text-sm text-muted-foreground">
          The model that writes copy from your brand kits. Its answers pass the same limit and brand checks as everything else.
        </p>
      </div>
      {settings ? <p className="text-sm">{modelSummary(settings)}</p> : <p className="text-sm text-muted-foreground">Loading the AI model settings…</p>}
      {settings && canManage && (
        <>
          <ModelForm key={settings.workspace?.updatedAt ? String(settings.workspace.updatedAt) : "new"} settings={settings} onTested={setResult} />
          <div className="flex flex-wrap gap-2">
            {settings.source !== "offline" && (
              <Button type="button" variant="outline" loading={test.isPending} onClick={() => test.mutate()}>
                <PlugZap aria-hidden /> Test connection
              </Button>
            )}
            {settings.workspace && (
              <Button type="button" variant="ghost" onClick={() => setRemoving(true)}>
                <Trash2 aria-hidden /> Remove this model
              </Button>
            )}
          </div>
        </>
      )}
      <TestOutcome result={result} />
      {!canManage && <p className="text-sm text-muted-foreground">Only owners and admins of this workspace change the AI model.</p>}
      <AdminNote>
        <p>
          A model for every workspace on this server is set with <code>AI_PROVIDER</code> (<code>openai</code>, <code>anthropic</code> or{" "}
          <code>openai-compatible</code>), <code>AI_MODEL</code>, <code>AI_API_KEY</code> and, for a compatible server, <code>AI_BASE_URL</code> (or{" "}
          <code>OPENAI_API_KEY</code> with <code>AI_MODEL</code>). A workspace&apos;s own model above takes precedence.
        </p>
        <p>
          A model server on a private network (Ollama, vLLM, LM Studio) is reached from a workspace only when its host and port are listed in{" "}
          <code>EGRESS_ALLOW_HOSTS</code>.
        </p>
      </AdminNote>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove this AI model?"
        description={
          settings?.server
            ? "Generations will use the server's model. The stored API key is deleted."
            : "Generations will use the built-in generator. The stored API key is deleted."
        }
        confirmLabel="Remove model"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutateAsync().then(() => setRemoving(false))}
      />
    </section>
  );
}

function ModelForm({ settings, onTested }: { settings: AiModelSettings; onTested: (result: ConnectionTestResult) => void }) {
  const w = settings.workspace;
  const form = useContractForm<typeof saveProviderInput>(loadSaveProviderContract, {
    defaultValues: { kind: w?.kind ?? "openai", baseUrl: w?.baseUrl ?? "", model: w?.model ?? "", apiKey: "" },
  });
  const save = useSaveAiModel({ meta: { silent: true }, onSuccess: (answer) => onTested(answer.test) });
  const kind = form.watch("kind") as ProviderKind;
  const keepsKey = Boolean(w?.hasKey && w.kind === kind);
  return (
    <form noValidate aria-label="Connect an AI model" className="grid gap-4" onSubmit={form.submit((values) => save.mutateAsync(values))}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="kind" label="Provider" htmlFor="ai-model-kind" required>
          <NativeSelect {...form.register("kind")}>
            {providerKinds.map((k) => (
              <option key={k} value={k}>
                {providerKindLabel[k]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField form={form} name="model" label="Model" htmlFor="ai-model-model" hint="Such as gpt-4o-mini, claude-sonnet-4-5 or llama3.1" required>
          <Input autoComplete="off" {...form.register("model")} />
        </FormField>
      </div>
      {kind === "openai-compatible" && (
        <FormField
          form={form}
          name="baseUrl"
          label="Base URL"
          htmlFor="ai-model-base-url"
          hint="The server's API address, such as http://10.0.0.5:11434/v1"
          required
        >
          <Input type="url" autoComplete="off" {...form.register("baseUrl")} />
        </FormField>
      )}
      <FormField
        form={form}
        name="apiKey"
        label="API key"
        htmlFor="ai-model-api-key"
        hint={
          keepsKey
            ? `A key ending in ${w?.keyHint ?? "…"} is saved. Leave this empty to keep it.`
            : kind === "openai-compatible"
              ? "Only if your server asks for one."
              : "Stored encrypted; only its last four characters are shown again."
        }
      >
        <Input type="password" autoComplete="new-password" {...form.register("apiKey")} />
      </FormField>
      <FormRootError form={form} />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save and test
        </Button>
      </div>
    </form>
  );
}
