/** A provider as `getProviders()` lists it (only the fields the sign-in page reads). */
export type ListedProvider = { id: string; name: string; type: string };

/**
 * How the sign-in page shows the configured providers: the password form, the "email me a link"
 * form (only while mail is on, since the email provider exists only then), and a button for each
 * other (OAuth) provider.
 */
export function splitProviders<P extends ListedProvider>(providers: Record<string, P>): { credentials: P | null; email: P | null; others: P[] } {
  const list = Object.values(providers);
  return {
    credentials: list.find((p) => p.type === "credentials") ?? null,
    email: list.find((p) => p.type === "email") ?? null,
    others: list.filter((p) => p.type !== "credentials" && p.type !== "email"),
  };
}
