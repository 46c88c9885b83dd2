"use client";

import { Archive, Pencil, RotateCcw, Tags } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField, FormRootError, useContractForm, type ContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import type { createTopicInput } from "../contracts/preferences.contracts";
import { useArchiveTopic, useCreateTopic, useRestoreTopic, useTopics, useUpdateTopic } from "../hooks/use-topics";
import { formatCount } from "@/lib/format";

type Topic = { id: string; name: string; description: string; archivedAt: Date | null; optedOut: { email: number; sms: number } };

/**
 * The preference centre's subscription topics: people choose which of them they get, per channel.
 * Admins (`manage`) add, rename, archive and restore topics; the team reads them.
 */
export function TopicsPanel({ manage }: { manage: boolean }) {
  const [showArchived, setShowArchived] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [archiving, setArchiving] = useState<Topic | null>(null);
  const topics = useTopics({ includeArchived: showArchived });
  const archive = useArchiveTopic();
  const restore = useRestoreTopic();
  const list = topics.data ?? [];

  return (
    <section className="flex flex-col gap-4 rounded-lg border p-4" aria-labelledby="topics-title">
      <div className="flex flex-col gap-1">
        <h2 id="topics-title" className="text-base font-semibold">
          Subscription topics
        </h2>
        <p className="text-sm text-muted-foreground">
          People choose which topics they get in the preference centre, per channel. A send can be about one topic; people who opted out of it don&apos;t get
          it.
        </p>
      </div>
      {manage ? <AddTopicForm /> : <p className="text-sm text-muted-foreground">Only owners and admins change topics.</p>}
      <div className="flex items-center gap-2">
        <input
          id="topics-archived"
          type="checkbox"
          className="size-4 accent-primary"
          checked={showArchived}
          onChange={(e) => setShowArchived(e.target.checked)}
        />
        <Label htmlFor="topics-archived" className="font-normal">
          Show archived topics
        </Label>
      </div>
      {topics.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading topics">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : topics.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {topics.error.message}{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => void topics.refetch()}>
            Try again
          </Button>
        </p>
      ) : list.length === 0 ? (
        <EmptyState
          icon={Tags}
          headingLevel="h3"
          title="No topics yet"
          description="Without topics, the preference centre offers each channel as a whole: on or off."
        />
      ) : (
        <ul className="flex flex-col divide-y rounded-md border" aria-label="Topics">
          {list.map((t) =>
            editing === t.id ? (
              <li key={t.id} className="p-3">
                <EditTopicForm topic={t} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={t.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="break-words">{t.name}</span>
                    {t.archivedAt ? <Badge variant="secondary">Archived</Badge> : null}
                  </p>
                  {t.description ? <p className="text-sm text-muted-foreground">{t.description}</p> : null}
                  <p className="text-xs text-muted-foreground">{optOutText(t.optedOut)}</p>
                </div>
                {manage ? (
                  <div className="flex shrink-0 gap-1">
                    {t.archivedAt ? (
                      <Button
                        size="sm"
                        variant="outline"
                        loading={restore.isPending && restore.variables?.name === t.name}
                        onClick={() => restore.mutate({ name: t.name, description: t.description })}
                      >
                        <RotateCcw aria-hidden /> Restore
                      </Button>
                    ) : (
                      <>
                        <Button size="sm" variant="ghost" onClick={() => setEditing(t.id)} aria-label={`Edit ${t.name}`}>
                          <Pencil aria-hidden /> Edit
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setArchiving(t)} aria-label={`Archive ${t.name}`}>
                          <Archive aria-hidden /> Archive
                        </Button>
                      </>
                    )}
                  </div>
                ) : null}
              </li>
            ),
          )}
        </ul>
      )}
      <ConfirmDialog
        open={archiving !== null}
        onOpenChange={(open) => !open && setArchiving(null)}
        title={archiving ? `Archive “${archiving.name}”?` : ""}
        description="It leaves the preference centre and the topic pickers. People's choices are kept, and you can restore it."
        confirmLabel="Archive topic"
        onConfirm={() => archive.mutateAsync({ id: archiving!.id })}
      />
    </section>
  );
}

function optOutText(o: Topic["optedOut"]): string {
  const parts = [o.email ? `${formatCount(o.email)} opted out of email` : null, o.sms ? `${formatCount(o.sms)} opted out of SMS` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : "Nobody opted out";
}

type TopicForm = ContractForm<typeof createTopicInput>;

function TopicFields({ prefix, form }: { prefix: string; form: TopicForm }) {
  return (
    <>
      <FormField form={form} name="name" label="Name" htmlFor={`${prefix}-name`} required>
        <Input maxLength={80} placeholder="Product news" {...form.register("name")} />
      </FormField>
      <FormField form={form} name="description" label="Description" htmlFor={`${prefix}-description`} hint="Shown under the topic in the preference centre.">
        <Input maxLength={300} placeholder="New features, once a month" {...form.register("description")} />
      </FormField>
    </>
  );
}

function AddTopicForm() {
  const form = useContractForm(() => import("../contracts/preferences.contracts").then((m) => m.createTopicInput), {
    defaultValues: { name: "", description: "" },
  });
  const create = useCreateTopic({ meta: { silent: true }, onSuccess: () => form.reset() });
  return (
    <form
      onSubmit={form.submit((values) => create.mutateAsync(values))}
      noValidate
      className="grid gap-3 rounded-md border p-3 sm:grid-cols-[1fr_1.5fr_auto] sm:items-start"
      aria-label="Add a topic"
    >
      <TopicFields prefix="new-topic" form={form} />
      <Button type="submit" loading={form.formState.isSubmitting} className="sm:mt-6">
        Add topic
      </Button>
      <div className="sm:col-span-3">
        <FormRootError form={form} />
      </div>
    </form>
  );
}

/** A rename: the same fields as a new topic, saved onto this one. */
function EditTopicForm({ topic, onDone }: { topic: Topic; onDone: () => void }) {
  const form = useContractForm(() => import("../contracts/preferences.contracts").then((m) => m.createTopicInput), {
    defaultValues: { name: topic.name, description: topic.description },
  });
  const update = useUpdateTopic({ meta: { silent: true }, onSuccess: onDone });
  return (
    <form
      onSubmit={form.submit((values) => update.mutateAsync({ id: topic.id, ...values }))}
      noValidate
      className="grid gap-3"
      aria-label={`Edit ${topic.name}`}
    >
      <TopicFields prefix={`topic-${topic.id}`} form={form} />
      <FormRootError form={form} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={form.formState.isSubmitting}>
          Save
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
