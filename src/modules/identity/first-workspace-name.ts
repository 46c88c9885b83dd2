/** "Robin Lee's workspace": the first workspace of a person who signed up through a provider. */
export function firstWorkspaceName(user: { name?: string | null; email?: string | null }): string {
  const who = user.name?.trim() || user.email?.split("@")[0]?.trim() || "My";
  return who === "My" ? "My workspace" : `${who.slice(0, 80)}'s workspace`;
}
