import { uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/db/users.table";

/** A nullable column naming the person who did something; kept (as null) when the user is deleted. */
export const userRef = () => uuid().references(() => users.id, { onDelete: "set null" });
