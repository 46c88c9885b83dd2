/**
 * Countries as people write them ("France", "FRA", "fr", "UK", "Deutschland") turned into region
 * codes (ISO 3166-1 alpha-2), and region codes into English names for sentences. Names come from
 * `Intl.DisplayNames`; only the three-letter codes and a few common aliases are kept here. Small
 * and free of phone metadata: forms import it in the browser (see `./phone` for numbers). Pure.
 */

/**
 * Every ISO 3166-1 region as its two-letter code followed by its three-letter one, plus Kosovo
 * (XK, XKX as commonly used) and the two regions with their own phone numbering, Ascension (AC)
 * and Tristan da Cunha (TA), which have no three-letter code.
 */
const REGIONS =
  "AC ADAND AEARE AFAFG AGATG AIAIA ALALB AMARM AOAGO AQATA ARARG ASASM ATAUT AUAUS AWABW AXALA AZAZE BABIH BBBRB BDBGD BEBEL BFBFA " +
  "BGBGR BHBHR BIBDI BJBEN BLBLM BMBMU BNBRN BOBOL BQBES BRBRA BSBHS BTBTN BVBVT BWBWA BYBLR BZBLZ CACAN CCCCK CDCOD CFCAF CGCOG " +
  "CHCHE CICIV CKCOK CLCHL CMCMR CNCHN COCOL CRCRI CUCUB CVCPV CWCUW CXCXR CYCYP CZCZE DEDEU DJDJI DKDNK DMDMA DODOM DZDZA ECECU " +
  "EEEST EGEGY EHESH ERERI ESESP ETETH FIFIN FJFJI FKFLK FMFSM FOFRO FRFRA GAGAB GBGBR GDGRD GEGEO GFGUF GGGGY GHGHA GIGIB GLGRL " +
  "GMGMB GNGIN GPGLP GQGNQ GRGRC GSSGS GTGTM GUGUM GWGNB GYGUY HKHKG HMHMD HNHND HRHRV HTHTI HUHUN IDIDN IEIRL ILISR IMIMN ININD " +
  "IOIOT IQIRQ IRIRN ISISL ITITA JEJEY JMJAM JOJOR JPJPN KEKEN KGKGZ KHKHM KIKIR KMCOM KNKNA KPPRK KRKOR KWKWT KYCYM KZKAZ LALAO " +
  "LBLBN LCLCA LILIE LKLKA LRLBR LSLSO LTLTU LULUX LVLVA LYLBY MAMAR MCMCO MDMDA MEMNE MFMAF MGMDG MHMHL MKMKD MLMLI MMMMR MNMNG " +
  "MOMAC MPMNP MQMTQ MRMRT MSMSR MTMLT MUMUS MVMDV MWMWI MXMEX MYMYS MZMOZ NANAM NCNCL NENER NFNFK NGNGA NINIC NLNLD NONOR NPNPL " +
  "NRNRU NUNIU NZNZL OMOMN PAPAN PEPER PFPYF PGPNG PHPHL PKPAK PLPOL PMSPM PNPCN PRPRI PSPSE PTPRT PWPLW PYPRY QAQAT REREU ROROU " +
  "RSSRB RURUS RWRWA SASAU SBSLB SCSYC SDSDN SESWE SGSGP SHSHN SISVN SJSJM SKSVK SLSLE SMSMR SNSEN SOSOM SRSUR SSSSD STSTP SVSLV " +
  "SXSXM SYSYR SZSWZ TA TCTCA TDTCD TFATF TGTGO THTHA TJTJK TKTKL TLTLS TMTKM TNTUN TOTON TRTUR TTTTO TVTUV TWTWN TZTZA UAUKR UGUGA " +
  "UMUMI USUSA UYURY UZUZB VAVAT VCVCT VEVEN VGVGB VIVIR VNVNM VUVUT WFWLF WSWSM XKXKX YEYEM YTMYT ZAZAF ZMZMB ZWZWE";

const tokens = REGIONS.split(" ");
/** The two-letter codes of every region we know, for tests and lists. */
export const regionCodes: readonly string[] = tokens.map((t) => t.slice(0, 2));
const known = new Set(regionCodes);
const alpha3 = new Map(tokens.filter((t) => t.length === 5).map((t) => [t.slice(2), t.slice(0, 2)]));

/** Names people use that aren't a region's English or own name. */
const aliases: Record<string, string> = {
  america: "US",
  usa: "US",
  "united states of america": "US",
  uk: "GB",
  "great britain": "GB",
  britain: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  eire: "IE",
  holland: "NL",
  belgique: "BE",
  suisse: "CH",
  svizzera: "CH",
  uae: "AE",
  "czech republic": "CZ",
  turkey: "TR",
  "south korea": "KR",
  korea: "KR",
  "ivory coast": "CI",
  "cape verde": "CV",
  swaziland: "SZ",
  macedonia: "MK",
  burma: "MM",
  "east timor": "TL",
  vatican: "VA",
  "democratic republic of the congo": "CD",
  "dr congo": "CD",
  "republic of the congo": "CG",
};

/** A name as compared: lower case, no accents or dots, "&" and "and" alike, no leading "the". */
const key = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[.’']/g, "")
    .replace(/&/g, " and ")
    .replace(/\bst\b/g, "saint")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^the /, "");

const displayNames = (locale: string, style: "long" | "short" = "long") => new Intl.DisplayNames([locale], { type: "region", style, fallback: "none" });
let english: Intl.DisplayNames | undefined;

/** "France", "the United States": a region's English name for a sentence, or its code when it has none. */
export function regionName(code: string): string {
  english ??= displayNames("en");
  const name = english.of(code);
  if (!name) return code;
  return /(?:Islands|Republic|Territory|Territories|States|Emirates|Kingdom|Netherlands|Philippines|Bahamas|Gambia|Maldives|Comoros|Seychelles)$/.test(name)
    ? `the ${name}`
    : name;
}

let englishNames: Map<string, string> | undefined;
let ownNames: Map<string, string> | undefined;

/** English names, long and short ("Myanmar (Burma)", "Myanmar", "Burma"), with the aliases. */
function englishIndex() {
  if (englishNames) return englishNames;
  const long = displayNames("en");
  const short = displayNames("en", "short");
  const index = new Map(Object.entries(aliases).map(([name, code]) => [key(name), code]));
  for (const code of regionCodes) {
    for (const name of [long.of(code), short.of(code)]) {
      if (!name) continue;
      const [, main, aside] = /^(.*?)(?: \((.*)\))?$/.exec(name)!;
      for (const n of [name, main, aside]) if (n && !index.has(key(n))) index.set(key(n), code);
    }
  }
  return (englishNames = index);
}

/** Each region's name in its own main language ("Deutschland", "España", "日本"): built only when asked. */
function ownIndex() {
  if (ownNames) return ownNames;
  const byLanguage = new Map<string, Intl.DisplayNames>();
  const index = new Map<string, string>();
  for (const code of regionCodes) {
    const language = new Intl.Locale(`und-${code}`).maximize().language;
    if (!byLanguage.has(language)) byLanguage.set(language, displayNames(language));
    const name = byLanguage.get(language)!.of(code);
    if (name && !index.has(key(name))) index.set(key(name), code);
  }
  return (ownNames = index);
}

/** A country as people write it ("France", "FR", "fra", "UK", "Deutschland") → its region code, or null when unknown. */
export function regionFromCountry(text: string | null | undefined): string | null {
  const s = (text ?? "").trim().replace(/\s+/g, " ");
  if (!s) return null;
  const upper = s.toUpperCase();
  if (known.has(upper)) return upper;
  if (alpha3.has(upper)) return alpha3.get(upper)!;
  const k = key(s);
  return englishIndex().get(k) ?? ownIndex().get(k) ?? null;
}

/** A country as stored on a contact or company: its code when we know it ("France" → "FR"), else the text as typed. */
export const storedCountry = (text: string | null | undefined): string | null => {
  const s = (text ?? "").trim().replace(/\s+/g, " ");
  return s ? (regionFromCountry(s) ?? s) : null;
};

/** The region a workspace locale names ("en-GB" → GB), or null when it names none. */
export function regionOfLocale(locale: string | null | undefined): string | null {
  const code = locale?.split(/[-_]/)[1]?.toUpperCase();
  return code && known.has(code) ? code : null;
}
