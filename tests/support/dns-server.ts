import dns2, { type DnsHandler } from "dns2";

const { Packet } = dns2;

/** Record types the local server answers. */
export type DnsRecordType = "A" | "MX" | "TXT" | "CNAME";

/**
 * One record's values. A: addresses. MX: `"10 mx.example.com"` (or a bare host, priority 10).
 * CNAME: the target host. TXT: a string (split into 255-octet chunks on the wire, as DNS must) or an
 * array of chunks sent exactly as given (to test that readers join them).
 */
export type DnsValue = string | string[];
export type DnsZone = Record<string, Partial<Record<DnsRecordType, DnsValue[]>>>;

const TYPE_CODES: Record<DnsRecordType, number> = { A: Packet.TYPE.A, MX: Packet.TYPE.MX, TXT: Packet.TYPE.TXT, CNAME: Packet.TYPE.CNAME };
const TTL = 60;

const normalName = (name: string) => name.trim().toLowerCase().replace(/\.$/, "");

/** A TXT value as DNS character-strings: at most 255 octets each. */
export function txtChunks(value: DnsValue): string[] {
  if (Array.isArray(value)) return value;
  const chunks: string[] = [];
  for (let i = 0; i < value.length; i += 255) chunks.push(value.slice(i, i + 255));
  return chunks.length > 0 ? chunks : [""];
}

type Answer = Record<string, unknown> & { name: string; type: number; class: number; ttl: number };

function answersFor(name: string, type: DnsRecordType, values: DnsValue[]): Answer[] {
  const base = { name, type: TYPE_CODES[type], class: Packet.CLASS.IN, ttl: TTL };
  return values.map((value) => {
    const text = Array.isArray(value) ? value.join("") : value;
    switch (type) {
      case "A":
        return { ...base, address: text };
      case "CNAME":
        return { ...base, domain: normalName(text) };
      case "MX": {
        const [first, second] = text.trim().split(/\s+/);
        return second ? { ...base, priority: Number(first), exchange: normalName(second) } : { ...base, priority: 10, exchange: normalName(first!) };
      }
      case "TXT":
        return { ...base, data: txtChunks(value) };
    }
  });
}

/**
 * The answer to one question from a zone: the records of that type; for a name that holds a CNAME,
 * the CNAME (and the target's records when the zone has them, as a recursive resolver would);
 * NXDOMAIN for a name the zone doesn't know; NOERROR with no answers for a known name without that type.
 */
export function answer(zone: DnsZone, rawName: string, typeCode: number): { rcode: number; answers: Answer[] } {
  const name = normalName(rawName);
  const entry = zone[name];
  if (!entry) return { rcode: Packet.RCODE.NXDOMAIN, answers: [] };
  const type = (Object.keys(TYPE_CODES) as DnsRecordType[]).find((t) => TYPE_CODES[t] === typeCode);
  if (type && entry[type]?.length) return { rcode: Packet.RCODE.NOERROR, answers: answersFor(rawName, type, entry[type]) };
  const cname = entry.CNAME?.[0];
  if (cname && type !== "CNAME") {
    const target = normalName(Array.isArray(cname) ? cname.join("") : cname);
    const followed = type ? zone[target]?.[type] : undefined;
    return {
      rcode: Packet.RCODE.NOERROR,
      answers: [...answersFor(rawName, "CNAME", [cname]), ...(type && followed ? answersFor(target, type, followed) : [])],
    };
  }
  return { rcode: Packet.RCODE.NOERROR, answers: [] };
}

export type LocalDnsServer = {
  port: number;
  /** `127.0.0.1:<port>`, as DNS_RESOLVER and setDnsServersForTests take it. */
  address: string;
  /** Replace a name's records of one type (names are case-insensitive, a trailing dot is ignored). */
  set(name: string, type: DnsRecordType, values: DnsValue[]): void;
  /** Remove a name's records of one type, or the whole name when no type is given. */
  remove(name: string, type?: DnsRecordType): void;
  /** Every query the server answered, newest last: for tests that check what was asked. */
  queries: { name: string; type: number }[];
  close(): Promise<void>;
};

/**
 * A local authoritative DNS server on 127.0.0.1, UDP and TCP on the same port. The zone is in memory
 * (`set`, `remove`), or read by `zone()` on every query (the e2e server reads a file specs write).
 */
export async function startDnsServer(options: { port?: number; zone?: () => DnsZone } = {}): Promise<LocalDnsServer> {
  const memory: DnsZone = {};
  const readZone = options.zone ?? (() => memory);
  const queries: { name: string; type: number }[] = [];
  const handle: DnsHandler = (request, send) => {
    const response = Packet.createResponseFromRequest(request);
    response.header.aa = 1;
    const [question] = request.questions;
    if (!question) {
      response.header.rcode = Packet.RCODE.FORMERR;
      void send(response).catch(() => undefined);
      return;
    }
    queries.push({ name: question.name, type: question.type });
    try {
      const found = answer(readZone(), question.name, question.type);
      response.header.rcode = found.rcode;
      response.answers.push(...(found.answers as never[]));
    } catch {
      response.header.rcode = Packet.RCODE.SERVFAIL;
    }
    void send(response).catch(() => undefined);
  };

  const { port, udp, tcp } = await listenOnOnePort(handle, options.port ?? 0);
  return {
    port,
    address: `127.0.0.1:${port}`,
    queries,
    set(name, type, values) {
      const key = normalName(name);
      memory[key] = { ...memory[key], [type]: values };
    },
    remove(name, type) {
      const key = normalName(name);
      if (!type) {
        delete memory[key];
        return;
      }
      const entry = memory[key];
      if (!entry) return;
      delete entry[type];
      if (Object.keys(entry).length === 0) delete memory[key];
    },
    close: () =>
      Promise.all([new Promise<void>((resolve) => udp.close(() => resolve())), new Promise<void>((resolve) => tcp.close(() => resolve()))]).then(
        () => undefined,
      ),
  };
}

/** UDP picks the port (0: any free one); TCP then takes the same number, starting over when it's taken. */
async function listenOnOnePort(handle: DnsHandler, wanted: number) {
  for (let attempt = 0; ; attempt++) {
    const udp = dns2.createUDPServer(handle);
    udp.on("requestError", () => undefined);
    const port = await new Promise<number>((resolve, reject) => {
      udp.once("error", reject);
      udp.bind(wanted, "127.0.0.1", () => {
        udp.off("error", reject);
        resolve(udp.address().port);
      });
    });
    const tcp = dns2.createTCPServer(handle);
    tcp.on("requestError", () => undefined);
    try {
      await new Promise<void>((resolve, reject) => {
        tcp.once("error", reject);
        tcp.listen(port, "127.0.0.1", () => {
          tcp.off("error", reject);
          resolve();
        });
      });
      return { port, udp, tcp };
    } catch (err) {
      await new Promise<void>((resolve) => udp.close(() => resolve()));
      if (wanted !== 0 || attempt >= 20) throw err;
    }
  }
}
