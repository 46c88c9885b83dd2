import { dkimVerify } from "mailauth/lib/dkim/verify";

/**
 * Verifies a message's DKIM signatures with mailauth, an independent implementation (not our signer),
 * answering its TXT lookups from `records` (`<selector>._domainkey.<domain>` → record value).
 */
export async function verifyDkim(raw: Buffer | string, records: Record<string, string>) {
  const resolver = async (name: string, type: string) => {
    const value = type === "TXT" ? records[name] : undefined;
    if (value === undefined) throw Object.assign(new Error(`no ${type} record for ${name}`), { code: "ENOTFOUND" });
    return [[value]];
  };
  const { results } = await dkimVerify(typeof raw === "string" ? Buffer.from(raw, "latin1") : raw, { resolver, minBitLength: 2048 });
  return results.map((r) => ({
    result: r.status.result,
    comment: r.status.comment,
    domain: r.signingDomain,
    selector: r.selector,
    /** The header names the signature covers, lower-cased. */
    signedHeaders: (((r as unknown as { signingHeaders?: { keys?: string } }).signingHeaders?.keys ?? "") as string)
      .split(":")
      .map((k) => k.trim().toLowerCase())
      .filter(Boolean),
  }));
}
