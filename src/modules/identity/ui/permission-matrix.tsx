import { Check, Minus } from "lucide-react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { permissionTable, roles } from "../permissions";
import { roleHelp, roleLabel } from "./role-label";

/** Who may do what, in plain words, straight from the permission table the server enforces. */
export function PermissionMatrix() {
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-2 text-sm sm:grid-cols-2">
        {roles.map((r) => (
          <li key={r}>
            <strong>{roleLabel[r]}:</strong> <span className="text-muted-foreground">{roleHelp[r]}</span>
          </li>
        ))}
      </ul>
      <Table aria-label="What each role may do">
        <TableHeader>
          <TableRow>
            <TableHead>Can…</TableHead>
            {roles.map((r) => (
              <TableHead key={r} className="text-center">
                {roleLabel[r]}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {Object.entries(permissionTable).map(([name, { row, label }]) => (
            <TableRow key={name}>
              <TableCell>{label}</TableCell>
              {roles.map((r) => (
                <TableCell key={r} className="text-center">
                  {row[r] ? (
                    <Check className="mx-auto size-4 text-success" aria-label="Yes" />
                  ) : (
                    <Minus className="mx-auto size-4 text-muted-foreground" aria-label="No" />
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
