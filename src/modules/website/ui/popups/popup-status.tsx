"use client";

import { Button } from "@/components/ui/button";
import { useSetPopupStatus } from "../../hooks/use-popups";
import type { PopupStatus } from "../../contracts/popups.constants";

/** Live/paused toggle: a draft or paused pop-up goes live; a live one pauses. */
export function StatusControl({ popup }: { popup: { id: string; name: string; status: PopupStatus } }) {
  const setStatus = useSetPopupStatus();
  const live = popup.status === "live";
  return (
    <Button
      size="sm"
      variant={live ? "outline" : "default"}
      aria-label={live ? `Pause ${popup.name}` : `Set ${popup.name} live`}
      loading={setStatus.isPending}
      onClick={() => setStatus.mutate({ id: popup.id, status: live ? "paused" : "live" })}
    >
      {live ? "Pause" : "Set live"}
    </Button>
  );
}
