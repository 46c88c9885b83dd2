"use client";

import { KeySquare, Plus } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { can, useCurrentWorkspace } from "@/modules/identity/client";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format";
import { assetStatusLabel } from "../contracts/items.constants";
import { KEYWORDS_PATH } from "../contracts/keywords.constants";
import type { KeywordListForm } from "../contracts/keywords.contracts";
import { useCreateKeywordList, useKeywordList, useKeywordLists, useSaveKeywordList } from "../hooks/use-keyword-lists";
import { KeywordListEditor } from "../ui/keywords/list-editor";

const GUIDE_HREF = "/marketing-dashboard/settings/guides-and-references?guide=keywords";

const EMPTY: KeywordListForm = { title: "", fields: { groups: [{ name: "Main group", keywords: [] }], negatives: [] } };

/** Keyword lists: the lists on one side, the open list (or a new one) beside them. */
export function KeywordsView({ openId }: { openId: string | null }) {
  const { data: workspace } = useCurrentWorkspace();
  const { data: lists } = useKeywordLists();
  const canEdit = can(workspace.role, "assets.edit");

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Keywords</h1>
        <p className="text-muted-foreground">
          Keyword lists for your search ads: groups with match types, negative keywords, and the searches that already find you.{" "}
          <Link href={GUIDE_HREF} className="text-primary underline-offset-4 hover:underline">
            How keyword lists work
          </Link>
        </p>
      </div>
      <div className="grid min-w-0 gap-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Keyword lists" className="flex min-w-0 flex-col gap-2">
          {canEdit && (
            <Link href={`${KEYWORDS_PATH}?new=1`} className={cn(buttonVariants({ variant: "outline" }), "justify-start")}>
              <Plus aria-hidden /> New keyword list
            </Link>
          )}
          {lists.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">No keyword lists yet.</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {lists.items.map((l) => (
                <li key={l.id}>
                  <Link
                    href={`${KEYWORDS_PATH}?list=${l.id}`}
                    aria-current={l.id === openId ? "page" : undefined}
                    className={cn("flex min-w-0 flex-col rounded-md px-3 py-2 text-sm hover:bg-muted", l.id === openId && "bg-muted font-medium")}
                  >
                    <span className="truncate">{l.title}</span>
                    <span className="text-xs text-muted-foreground">{assetStatusLabel[l.status]}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {lists.nextCursor && <p className="text-xs text-muted-foreground">Showing the {formatCount(lists.items.length)} most recently changed lists.</p>}
        </nav>
        <section aria-label="Keyword list" className="min-w-0">
          {openId ? <OpenList key={openId} id={openId} canEdit={canEdit} /> : canEdit ? <NewList /> : <NoList />}
        </section>
      </div>
    </div>
  );
}

function NoList() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center">
      <KeySquare className="size-6 text-muted-foreground" aria-hidden />
      <p className="font-medium">No keyword list yet</p>
      <p className="text-sm text-muted-foreground">Your role lets you read keyword lists but not make them.</p>
    </div>
  );
}

function NewList() {
  const router = useRouter();
  const create = useCreateKeywordList({ meta: { silent: true }, onSuccess: (list) => router.replace(`${KEYWORDS_PATH}?list=${list.id}`) });
  return (
    <KeywordListEditor
      initial={EMPTY}
      listId={null}
      readOnly={false}
      onSave={(values) => create.mutateAsync({ kind: "keyword-list", title: values.title, fields: values.fields })}
    />
  );
}

function OpenList({ id, canEdit }: { id: string; canEdit: boolean }) {
  const { data: list } = useKeywordList(id);
  const save = useSaveKeywordList({ meta: { silent: true } });
  const initial: KeywordListForm = { title: list.title, fields: list.fields as KeywordListForm["fields"] };
  return (
    <KeywordListEditor
      key={list.currentVersion}
      initial={initial}
      listId={list.id}
      version={list.currentVersion}
      status={list.status}
      readOnly={!canEdit || list.status === "archived"}
      onSave={(values) => save.mutateAsync({ id: list.id, version: list.currentVersion, title: values.title, fields: values.fields })}
    />
  );
}
