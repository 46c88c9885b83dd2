/** The address's query as URLSearchParams (repeated keys keep their first value). */
export function searchOf(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(raw)) {
    const value = Array.isArray(v) ? v[0] : v;
    if (typeof value === "string") params.set(k, value);
  }
  return params;
}
