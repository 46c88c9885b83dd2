import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatAmount, limitInfo, limitKeys, tierLimits, tiers, type TierId } from "../plans";

/** Every tier's limits side by side; the current plan's column is marked. */
export function LimitsTable({ current }: { current: TierId }) {
  return (
    <div className="relative overflow-x-auto">
      <Table aria-label="Limits of each plan">
        <TableHeader>
          <TableRow>
            <TableHead>Limit</TableHead>
            {tiers.map((t) => (
              <TableHead key={t.id} className="text-right" aria-current={t.id === current ? "true" : undefined}>
                {t.name}
                {t.id === current ? <span className="sr-only"> (your plan)</span> : null}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {limitKeys.map((key) => (
            <TableRow key={key}>
              <TableHead scope="row" className="text-sm font-normal tracking-normal text-foreground normal-case">
                {limitInfo[key].label}
                {limitInfo[key].kind === "monthly" ? <span className="text-muted-foreground"> / month</span> : null}
              </TableHead>
              {tiers.map((t) => (
                <TableCell key={t.id} className={`text-right tabular-nums ${t.id === current ? "bg-muted/60 font-medium" : ""}`}>
                  {formatAmount(key, tierLimits[t.id][key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
