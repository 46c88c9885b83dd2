"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { assignableRoles } from "../contracts/team.constants";
import { roleLabel } from "./role-label";

export type AssignableRole = (typeof assignableRoles)[number];

export type RoleSelectProps = {
  value: AssignableRole;
  onChange: (role: AssignableRole) => void;
  id?: string;
  /** Accessible name when no <label> points at `id`. */
  label?: string;
  className?: string;
};

/** A Select of the roles a person can be given (ownership moves only by transfer). Pages render it through LazyRoleSelect. */
export function RoleSelect({ value, onChange, id, label, className }: RoleSelectProps) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as AssignableRole)}>
      <SelectTrigger id={id} aria-label={label} className={cn(className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {assignableRoles.map((r) => (
          <SelectItem key={r} value={r}>
            {roleLabel[r]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
