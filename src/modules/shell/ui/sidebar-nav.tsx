import { navigation } from "../nav";
import { NavLink } from "./nav-link";

/** Rendered on the server; each link is a small client island that knows whether it is current. */
export function SidebarNav() {
  return (
    <nav aria-label="Main" className="flex flex-col gap-5 px-3 py-4">
      {navigation().map((group) => (
        <div key={group.label} className="flex flex-col gap-1">
          <p className="px-3 text-xs font-medium uppercase tracking-wide text-muted-foreground">{group.label}</p>
          <ul className="flex flex-col gap-0.5">
            {group.items.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} also={item.also}>
                  <item.icon className="size-4" aria-hidden />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
