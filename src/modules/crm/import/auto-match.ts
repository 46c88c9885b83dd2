/**
 * Column auto-matching: recognises the headers of HubSpot, Mailchimp, Salesforce and Google
 * Contacts exports (and the usual spellings of everyone else), then the workspace's custom fields
 * by label or key. Pure.
 */
import { CUSTOM_PREFIX, type CustomTarget, type Mapping, type StandardTarget } from "./fields";

/** "E-mail 1 - Value" → "email1value": lower case, letters and digits only. */
export const compact = (header: string) =>
  header
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

const synonyms: Record<StandardTarget, string[]> = {
  // HubSpot "Email", Mailchimp "Email Address", Google "E-mail 1 - Value", Salesforce "Email".
  email: ["email", "emailaddress", "email1value", "emailaddress1", "mail", "primaryemail", "workemail", "businessemail", "contactemail", "e-mail"],
  firstName: ["firstname", "givenname", "first", "forename", "fname", "prenom", "vorname"],
  lastName: ["lastname", "familyname", "surname", "last", "lname", "nom", "nachname"],
  fullName: ["name", "fullname", "contactname", "displayname", "contact"],
  // HubSpot "Phone Number", Mailchimp "Phone Number", Salesforce "Phone"/"Mobile", Google "Phone 1 - Value".
  phone: [
    "phone",
    "phonenumber",
    "phone1value",
    "mobile",
    "mobilephone",
    "mobilephonenumber",
    "mobilenumber",
    "cell",
    "cellphone",
    "telephone",
    "tel",
    "workphone",
    "businessphone",
  ],
  // HubSpot "Company Name", Salesforce "Account Name"/"Company", Google "Organization 1 - Name"/"Organization Name".
  companyName: [
    "company",
    "companyname",
    "accountname",
    "account",
    "organization",
    "organisation",
    "organization1name",
    "organizationname",
    "organisationname",
    "employer",
  ],
  // HubSpot "Country/Region", Salesforce "Mailing Country", Google "Address 1 - Country".
  country: ["country", "countryregion", "countrycode", "mailingcountry", "address1country", "pays", "land"],
  // HubSpot "Job Title", Salesforce "Title", Google "Organization 1 - Title"/"Organization Title".
  jobTitle: ["jobtitle", "title", "organization1title", "organizationtitle", "position", "role", "jobrole"],
  lifecycleStage: ["lifecyclestage", "lifecycle"],
  leadStatus: ["leadstatus", "hsleadstatus"],
  // Salesforce "Lead Source", HubSpot "Original Source".
  source: ["leadsource", "source", "originalsource", "contactsource", "recordsource"],
  // Mailchimp "TAGS".
  tags: ["tags", "tag", "labels", "label"],
  leadScore: ["leadscore", "score", "hubspotscore"],
  emailConsent: [
    "emailconsent",
    "emailstatus",
    "emailsubscriptionstatus",
    "subscriptionstatus",
    "emailmarketingstatus",
    "emailoptin",
    "optinstatus",
    "marketingemailconsent",
    "subscribed",
  ],
  smsConsent: ["smsconsent", "smsstatus", "smssubscriptionstatus", "smsoptin", "smsmarketingstatus", "textconsent"],
  utmSource: ["utmsource"],
  utmMedium: ["utmmedium"],
  utmCampaign: ["utmcampaign"],
  notes: ["notes", "note", "comments", "comment"],
};

const byCompact = new Map<string, StandardTarget>();
for (const [target, names] of Object.entries(synonyms) as [StandardTarget, string[]][]) {
  for (const name of names) byCompact.set(compact(name), target);
}

/**
 * A suggested destination per column. Custom fields win over standard ones when the header is their
 * exact label or key; each destination is used at most once (the first column that claims it).
 */
export function suggestMapping(headers: string[], custom: readonly CustomTarget[]): Mapping {
  const used = new Set<string>();
  const customByName = new Map<string, string>();
  for (const f of custom) {
    customByName.set(compact(f.label), `${CUSTOM_PREFIX}${f.key}`);
    customByName.set(compact(f.key), `${CUSTOM_PREFIX}${f.key}`);
  }
  return headers.map((header) => {
    const name = compact(header);
    const target = customByName.get(name) ?? byCompact.get(name) ?? null;
    if (!target || used.has(target)) return null;
    used.add(target);
    return target;
  });
}
