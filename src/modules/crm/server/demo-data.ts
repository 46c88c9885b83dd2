/**
 * The demo workspace's CRM as data: the customers of Northwind Coffee, a specialty roaster in Seattle
 * with cafés in Seattle and Portland and a web shop with coffee subscriptions (US, Canada, UK,
 * Australia, Germany). Wholesale buyers (cafés, hotels, offices, grocers, an event caterer) and web
 * shop customers, each person once. Pure and fixed: the same demo on every installation.
 *
 * Phone numbers are in ranges set aside for fiction (US/Canada 555-0100…0199, Australia 0491 570 xxx,
 * and for the UK the drama numbers of London, 020 7946 0xxx, and Manchester, 0161 496 0xxx, because
 * its fictional mobile range 07700 900xxx isn't a valid number to the phone library, so a marketer
 * editing a demo contact couldn't save it), so an SMS tried from the demo can never reach a real
 * person; Germany has no such range, so German contacts have none. Emails are on `.example`
 * domains, which never receive mail.
 */

export type DemoCity = { country: "US" | "CA" | "GB" | "AU" | "DE"; timeZone: string; areaCode?: string };

export const demoCities = {
  seattle: { country: "US", timeZone: "America/Los_Angeles", areaCode: "206" },
  portland: { country: "US", timeZone: "America/Los_Angeles", areaCode: "503" },
  sanFrancisco: { country: "US", timeZone: "America/Los_Angeles", areaCode: "415" },
  newYork: { country: "US", timeZone: "America/New_York", areaCode: "212" },
  chicago: { country: "US", timeZone: "America/Chicago", areaCode: "312" },
  austin: { country: "US", timeZone: "America/Chicago", areaCode: "512" },
  vancouver: { country: "CA", timeZone: "America/Vancouver", areaCode: "604" },
  toronto: { country: "CA", timeZone: "America/Toronto", areaCode: "416" },
  london: { country: "GB", timeZone: "Europe/London" },
  manchester: { country: "GB", timeZone: "Europe/London" },
  sydney: { country: "AU", timeZone: "Australia/Sydney" },
  melbourne: { country: "AU", timeZone: "Australia/Melbourne" },
  berlin: { country: "DE", timeZone: "Europe/Berlin" },
} satisfies Record<string, DemoCity>;
export type DemoCityKey = keyof typeof demoCities;

export type DemoCompany = { key: string; name: string; domain: string; industry: string; size: string; city: DemoCityKey };

/** Businesses that buy Northwind's coffee wholesale (names say "demo"). */
export const demoCompanies: DemoCompany[] = [
  { key: "beanStreet", name: "Bean Street Cafés (demo)", domain: "beanstreetcafes.example", industry: "Cafés", size: "51-200", city: "seattle" },
  { key: "ferryDock", name: "Ferry Dock Café (demo)", domain: "ferrydockcafe.example", industry: "Cafés", size: "11-50", city: "seattle" },
  { key: "officeFuel", name: "Office Fuel Co (demo)", domain: "officefuel.example", industry: "Office coffee service", size: "201-500", city: "seattle" },
  { key: "alder", name: "The Alder Hotel (demo)", domain: "alderhotel.example", industry: "Hotels", size: "51-200", city: "portland" },
  { key: "cascade", name: "Cascade Grocers (demo)", domain: "cascadegrocers.example", industry: "Grocery retail", size: "201-500", city: "seattle" },
  { key: "pinecrest", name: "Pinecrest Software (demo)", domain: "pinecrestsoftware.example", industry: "Software", size: "201-500", city: "seattle" },
  { key: "rosewood", name: "Rosewood Bakery (demo)", domain: "rosewoodbakery.example", industry: "Bakeries", size: "11-50", city: "portland" },
  { key: "summit", name: "Summit Event Catering (demo)", domain: "summitcatering.example", industry: "Event catering", size: "11-50", city: "seattle" },
  { key: "mapleLeaf", name: "Maple Leaf Kitchen (demo)", domain: "mapleleafkitchen.example", industry: "Cafés", size: "11-50", city: "vancouver" },
  { key: "kingsway", name: "Kingsway Hotel London (demo)", domain: "kingswayhotel.example", industry: "Hotels", size: "201-500", city: "london" },
  { key: "bondi", name: "Bondi Corner Café (demo)", domain: "bondicorner.example", industry: "Cafés", size: "11-50", city: "sydney" },
  { key: "lindenhof", name: "Lindenhof Feinkost (demo)", domain: "lindenhof-feinkost.example", industry: "Delicatessen retail", size: "11-50", city: "berlin" },
];

type Consent = "subscribed" | "unsubscribed" | "unknown";
export type DemoPerson = {
  first: string;
  last: string;
  city: DemoCityKey;
  /** A company's key (a wholesale buyer), or null (a web shop customer). */
  company: string | null;
  jobTitle: string | null;
  stage: string;
  source: string;
  email: Consent;
  sms: Consent;
  /** False: no phone on file. */
  phone?: false;
};

const shop = (first: string, last: string, city: DemoCityKey, stage: string, source: string, email: Consent, sms: Consent): DemoPerson => ({
  first,
  last,
  city,
  company: null,
  jobTitle: null,
  stage,
  source,
  email,
  sms,
});
const buyer = (
  first: string,
  last: string,
  company: string,
  jobTitle: string,
  stage: string,
  source: string,
  sms: Consent = "unknown",
  phone = true,
): DemoPerson => ({
  first,
  last,
  city: demoCompanies.find((c) => c.key === company)!.city,
  company,
  jobTitle,
  stage,
  source,
  email: "subscribed",
  sms,
  ...(phone ? {} : { phone: false as const }),
});

/** Sixty people, each once. */
export const demoPeople: DemoPerson[] = [
  shop("Ava", "Thompson", "seattle", "customer", "Web shop checkout", "subscribed", "subscribed"),
  shop("Marcus", "Reed", "seattle", "customer", "Web shop checkout", "subscribed", "subscribed"),
  shop("Priya", "Raman", "seattle", "customer", "Café loyalty sign-up", "subscribed", "subscribed"),
  shop("Daniel", "Ortiz", "portland", "customer", "Web shop checkout", "subscribed", "unsubscribed"),
  shop("Hannah", "Kim", "portland", "customer", "Café loyalty sign-up", "subscribed", "subscribed"),
  shop("Jamal", "Carter", "seattle", "subscriber", "Newsletter sign-up", "subscribed", "unknown"),
  shop("Sofia", "Alvarez", "sanFrancisco", "customer", "Paid search", "subscribed", "subscribed"),
  shop("Ethan", "Brooks", "newYork", "customer", "Instagram", "unsubscribed", "unknown"),
  shop("Grace", "Liu", "seattle", "customer", "Web shop checkout", "subscribed", "subscribed"),
  shop("Owen", "Fischer", "chicago", "subscriber", "Newsletter sign-up", "subscribed", "unknown"),
  shop("Chloe", "Bennett", "austin", "customer", "Paid search", "subscribed", "subscribed"),
  shop("Mateo", "Ramirez", "portland", "customer", "Café loyalty sign-up", "subscribed", "subscribed"),
  shop("Leah", "Goldberg", "newYork", "subscriber", "Gift card purchase", "subscribed", "unknown"),
  shop("Caleb", "Turner", "seattle", "customer", "Web shop checkout", "subscribed", "unsubscribed"),
  shop("Naomi", "Wright", "sanFrancisco", "customer", "Instagram", "subscribed", "subscribed"),
  shop("Samuel", "Park", "seattle", "lead", "Brewing class sign-up", "subscribed", "subscribed"),
  shop("Zoe", "Mitchell", "chicago", "customer", "Web shop checkout", "unsubscribed", "unsubscribed"),
  shop("Isaac", "Coleman", "austin", "subscriber", "Newsletter sign-up", "subscribed", "unknown"),
  shop("Maya", "Robinson", "portland", "customer", "Web shop checkout", "subscribed", "subscribed"),
  shop("Tyler", "Nguyen", "seattle", "customer", "Gift card purchase", "subscribed", "subscribed"),
  shop("Olivia", "Tremblay", "toronto", "customer", "Web shop checkout", "subscribed", "subscribed"),
  shop("Liam", "Gagnon", "vancouver", "customer", "Paid search", "subscribed", "subscribed"),
  shop("Amelia", "Roy", "vancouver", "subscriber", "Newsletter sign-up", "subscribed", "unknown"),
  shop("Oliver", "Hughes", "london", "customer", "Web shop checkout", "subscribed", "subscribed"),
  shop("Isla", "Campbell", "manchester", "customer", "Paid social", "subscribed", "subscribed"),
  shop("George", "Patel", "london", "subscriber", "Newsletter sign-up", "unsubscribed", "unknown"),
  shop("Freya", "Walsh", "london", "customer", "Web shop checkout", "subscribed", "unsubscribed"),
  shop("Jack", "Wilson", "sydney", "customer", "Web shop checkout", "subscribed", "subscribed"),
  shop("Charlotte", "Murphy", "melbourne", "customer", "Paid social", "subscribed", "subscribed"),
  shop("Lachlan", "Kelly", "sydney", "subscriber", "Newsletter sign-up", "subscribed", "unknown"),
  { ...shop("Lena", "Schneider", "berlin", "customer", "Web shop checkout", "subscribed", "unknown"), phone: false },
  { ...shop("Jonas", "Weber", "berlin", "subscriber", "Newsletter sign-up", "subscribed", "unknown"), phone: false },
  buyer("Rachel", "Summers", "beanStreet", "Owner", "customer", "Trade show", "subscribed"),
  buyer("Diego", "Morales", "beanStreet", "Head barista", "customer", "Trade show"),
  buyer("Emily", "Chen", "beanStreet", "Operations manager", "customer", "Referral"),
  buyer("Tom", "Gallagher", "ferryDock", "Owner", "opportunity", "Wholesale enquiry form", "subscribed"),
  buyer("Tessa", "Morgan", "ferryDock", "Café manager", "opportunity", "Wholesale enquiry form"),
  buyer("Angela", "Foster", "officeFuel", "Purchasing manager", "customer", "Referral", "subscribed"),
  buyer("Kevin", "Doyle", "officeFuel", "Account director", "customer", "Referral", "unknown", false),
  buyer("Victor", "Huang", "officeFuel", "Operations lead", "customer", "Referral", "unknown", false),
  buyer("Monica", "Silva", "alder", "Food and beverage director", "sql", "Paid search", "subscribed"),
  buyer("Brian", "Holloway", "alder", "Executive chef", "sql", "Paid search"),
  buyer("Noah", "Bergstrom", "alder", "General manager", "sql", "Paid search"),
  buyer("Linda", "Okoro", "cascade", "Category buyer", "opportunity", "Trade show", "subscribed"),
  buyer("Steve", "Harrington", "cascade", "Store manager", "opportunity", "Trade show", "unknown", false),
  buyer("Jessica", "Moreno", "pinecrest", "Office manager", "opportunity", "LinkedIn lead form", "subscribed"),
  buyer("Ryan", "Castillo", "pinecrest", "Workplace experience lead", "mql", "LinkedIn lead form"),
  buyer("Alicia", "Romero", "pinecrest", "Facilities coordinator", "mql", "LinkedIn lead form"),
  buyer("Nadia", "Petrova", "rosewood", "Owner", "customer", "Café visit", "subscribed"),
  buyer("Carlos", "Mendes", "summit", "Event producer", "lead", "Wholesale enquiry form", "subscribed"),
  buyer("Heather", "Lindqvist", "summit", "Catering coordinator", "lead", "Wholesale enquiry form"),
  buyer("Émilie", "Bouchard", "mapleLeaf", "Owner", "sql", "Wholesale enquiry form", "subscribed"),
  buyer("Ravi", "Sandhu", "mapleLeaf", "Manager", "sql", "Wholesale enquiry form"),
  buyer("Alistair", "Grant", "kingsway", "Food and beverage manager", "opportunity", "LinkedIn lead form", "subscribed"),
  buyer("Priyanka", "Shah", "kingsway", "Purchasing manager", "opportunity", "LinkedIn lead form"),
  buyer("Eleanor", "Price", "kingsway", "Head of guest experience", "mql", "LinkedIn lead form", "unknown", false),
  buyer("Mia", "Taylor", "bondi", "Owner", "lead", "Instagram", "subscribed"),
  buyer("Harrison", "Lee", "bondi", "Head barista", "lead", "Instagram"),
  buyer("Katrin", "Vogel", "lindenhof", "Owner", "sql", "Trade show", "unknown", false),
  buyer("Felix", "Braun", "lindenhof", "Buyer", "sql", "Trade show", "unknown", false),
];

/** Personal mailboxes of web shop customers (reserved `.example` domains). */
export const demoPersonalDomains = ["gmail.example", "outlook.example", "icloud.example", "fastmail.example"];

const ascii = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** A person's email: at their company's domain, or at a personal mailbox. */
export function demoEmailOf(p: DemoPerson, index: number): string {
  const domain = p.company ? demoCompanies.find((c) => c.key === p.company)!.domain : demoPersonalDomains[index % demoPersonalDomains.length]!;
  return `${ascii(p.first)}.${ascii(p.last)}@${domain}`;
}

/**
 * A person's phone in E.164, in the country's range for fiction: +1 (area) 555-01xx, +44 20 7946 0xxx
 * (London) or +44 161 496 0xxx (Manchester), +61 491 570 1xx. Null without one (and for Germany, which
 * has no such range).
 */
export function demoPhoneOf(p: DemoPerson, index: number): string | null {
  if (p.phone === false) return null;
  const city: DemoCity = demoCities[p.city];
  const nn = String(index % 100).padStart(2, "0");
  if (city.country === "US" || city.country === "CA") return `+1${city.areaCode}55501${nn}`;
  if (city.country === "GB") return `+44${p.city === "manchester" ? "161496" : "207946"}0${String(100 + index).padStart(3, "0")}`;
  if (city.country === "AU") return `+61491570${String(100 + index)}`;
  return null;
}

/** The wholesale pipeline's stages: a tasting at the roastery, samples, a proposal, then won or lost. */
export const demoPipeline = {
  name: "Wholesale and office coffee",
  stages: [
    { name: "Tasting booked", probability: 20, kind: "open" as const },
    { name: "Samples sent", probability: 40, kind: "open" as const },
    { name: "Proposal sent", probability: 60, kind: "open" as const },
    { name: "Contract review", probability: 80, kind: "open" as const },
    { name: "Won", probability: 100, kind: "won" as const },
    { name: "Lost", probability: 0, kind: "lost" as const },
  ],
};

export type DemoDeal = { name: string; company: string; stage: string; amount: number; currency: string; closeInDays: number };

/** Wholesale contracts, office coffee subscriptions and event catering, in the buyer's currency (whole units). */
export const demoDeals: DemoDeal[] = [
  { name: "House espresso blend, 12-month supply", company: "beanStreet", stage: "Won", amount: 48_000, currency: "USD", closeInDays: -40 },
  { name: "Espresso machine and grinder package", company: "ferryDock", stage: "Proposal sent", amount: 12_500, currency: "USD", closeInDays: 21 },
  { name: "Office coffee reseller agreement", company: "officeFuel", stage: "Won", amount: 36_000, currency: "USD", closeInDays: -75 },
  { name: "Breakfast service and in-room coffee", company: "alder", stage: "Samples sent", amount: 18_500, currency: "USD", closeInDays: 35 },
  { name: "Retail bags in six stores", company: "cascade", stage: "Contract review", amount: 22_000, currency: "USD", closeInDays: 10 },
  { name: "Office coffee subscription, 3 floors", company: "pinecrest", stage: "Proposal sent", amount: 9_600, currency: "USD", closeInDays: 14 },
  { name: "Drip and espresso beans", company: "rosewood", stage: "Won", amount: 6_400, currency: "USD", closeInDays: -12 },
  { name: "Conference catering, three events", company: "summit", stage: "Tasting booked", amount: 4_500, currency: "USD", closeInDays: 30 },
  { name: "Wholesale single origins", company: "mapleLeaf", stage: "Samples sent", amount: 7_200, currency: "CAD", closeInDays: 28 },
  { name: "Lobby café and banqueting supply", company: "kingsway", stage: "Contract review", amount: 14_000, currency: "GBP", closeInDays: 18 },
  { name: "Guest roasts for the summer menu", company: "bondi", stage: "Tasting booked", amount: 5_400, currency: "AUD", closeInDays: 45 },
  { name: "Retail bags for the deli shelf", company: "lindenhof", stage: "Lost", amount: 3_800, currency: "EUR", closeInDays: -20 },
];

/** Timeline entries for wholesale buyers (marked "demo"). */
export const demoActivityTitles = [
  ["meeting", "Cupping session at the roastery (demo)"],
  ["call", "Call about weekly espresso volumes (demo)"],
  ["note", "Sent the wholesale price list and brew guide (demo)"],
  ["meeting", "Barista training at their café (demo)"],
  ["note", "Asked for decaf and oat-milk-friendly blends (demo)"],
] as const;
