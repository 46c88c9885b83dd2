"use client";

import dynamic from "next/dynamic";
import { Minus, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatMoney } from "@/lib/money";
import { useBillingPrices, useSetAddon } from "../hooks/use-billing";
import { addonIds, addons, MAX_ADDON_UNITS, type AddonId } from "../plans";
import type { OverviewData } from "./types";

/** The confirmation loads after the page (it opens on a click), not in its first-load JS. */
const ConfirmDialog = dynamic(() => import("@/components/ui/dialog").then((m) => m.ConfirmDialog), { ssr: false });

/** Add-ons of a paid plan: units per add-on, each priced by Stripe; every change is confirmed with its price. */
export function AddonsList({ overview, canManage }: { overview: OverviewData; canManage: boolean }) {
  const prices = useBillingPrices(overview.payments.enabled);
  const payments = overview.payments;
  const editable = canManage && payments.enabled && payments.live && !overview.account.viaAgency;
  return (
    <div className="flex flex-col gap-3">
      {!editable ? (
        <p className="text-sm text-muted-foreground">
          {overview.account.viaAgency
            ? `Add-ons are bought by ${overview.account.name}.`
            : !payments.enabled
              ? "Add-ons are bought through Stripe, which isn't set up on this server."
              : !payments.live
                ? "Add-ons are added to a paid plan. Choose a plan first."
                : "Only owners and admins change add-ons."}
        </p>
      ) : null}
      <ul className="divide-y rounded-lg border" aria-label="Add-ons">
        {addonIds.map((id) => (
          <AddonRow
            key={id}
            id={id}
            units={overview.addons[id] ?? 0}
            price={prices.data?.addons[id]}
            sold={payments.enabled && payments.addonsSold[id]}
            editable={editable}
          />
        ))}
      </ul>
    </div>
  );
}

function AddonRow({
  id,
  units,
  price,
  sold,
  editable,
}: {
  id: AddonId;
  units: number;
  price?: { amount: number; currency: string };
  sold: boolean;
  editable: boolean;
}) {
  const addon = addons[id];
  const [draft, setDraft] = useState(String(units));
  const [confirming, setConfirming] = useState(false);
  const set = useSetAddon();
  const wanted = Number(draft);
  const valid = Number.isInteger(wanted) && wanted >= 0 && wanted <= MAX_ADDON_UNITS;
  const each = price ? formatMoney(price.amount, price.currency) : null;
  const monthly = price && valid ? formatMoney(price.amount * wanted, price.currency) : null;
  const inputId = `addon-${id}`;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid={`addon-${id}`}>
      <div className="flex flex-col gap-0.5">
        <label htmlFor={inputId} className="font-medium">
          {addon.name}
        </label>
        <p className="text-sm text-muted-foreground">
          Each unit adds {addon.stepLabel}
          {each ? `, ${each} per unit` : sold ? "" : " (not sold here)"}. You have {units}.
        </p>
      </div>
      {editable && sold ? (
        <div className="flex items-center gap-2">
          <Button
            size="icon"
            variant="outline"
            aria-label={`One unit fewer of ${addon.name}`}
            disabled={!valid || wanted <= 0}
            onClick={() => setDraft(String(wanted - 1))}
          >
            <Minus />
          </Button>
          <Input
            id={inputId}
            inputMode="numeric"
            className="w-20 text-center tabular-nums"
            value={draft}
            onChange={(e) => setDraft(e.target.value.replace(/[^0-9]/g, ""))}
            aria-invalid={!valid || undefined}
          />
          <Button
            size="icon"
            variant="outline"
            aria-label={`One unit more of ${addon.name}`}
            disabled={!valid || wanted >= MAX_ADDON_UNITS}
            onClick={() => setDraft(String(wanted + 1))}
          >
            <Plus />
          </Button>
          <Button disabled={!valid || wanted === units || set.isPending} onClick={() => setConfirming(true)}>
            Update
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`${wanted > units ? "Buy" : "Set"} ${wanted} ${wanted === 1 ? "unit" : "units"} of ${addon.name.toLowerCase()}?`}
        description={`${monthly ? `That is ${monthly} per billing period for this add-on. ` : ""}Stripe prorates the change: the rest of this period is charged or credited on your next invoice. Your limits change at once.`}
        confirmLabel={wanted > units ? "Buy add-on" : "Update add-on"}
        onConfirm={() => set.mutateAsync({ addon: id, units: wanted })}
      />
    </li>
  );
}
