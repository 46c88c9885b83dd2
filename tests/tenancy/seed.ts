import { randomBytes, randomUUID } from "node:crypto";
import { blankPopup } from "@/modules/website/contracts/popups.contracts";
import { sql } from "drizzle-orm";
import { analyticsErrorGroups } from "@/modules/analytics/db/errors.table";
import { setPlanManually } from "@/modules/billing";
import { seal } from "@/server/crypto/vault";
import { connections, sources, syncRuns } from "@/modules/connectors/db/connectors.table";
import { imports } from "@/modules/crm/db/imports.table";
import { mediaFiles, mediaFolders, mediaUsages } from "@/modules/assets/db/media.table";
import { sendingDomains } from "@/modules/messaging/db/domains.table";
import { sends } from "@/modules/messaging/db/sends.table";
import { smsNumbers } from "@/modules/messaging/db/sms.table";
import { suppressions, topics } from "@/modules/messaging/db/preferences.table";
import { verificationResults, verifications } from "@/modules/messaging/db/verifications.table";
import { seoAudits, seoFindings } from "@/modules/reporting/db/seo-audit.table";
import { invitations } from "@/modules/identity";
import { websiteFormSubmissions } from "@/modules/website";
import type { Db } from "@/server/db/client";
import { openRun } from "@/server/jobs/runs.service";
import { callerFor } from "../support/caller";
import { addMember, makeWorkspace } from "../support/factories";

/** A workspace with one row of every kind the procedures take ids of, and its people. */
export async function seedVictim(db: Db) {
  const { owner, workspace, tenant } = await makeWorkspace(db);
  // A paid plan (a billing row to guard too) with room for everyone below.
  await setPlanManually(db, workspace.id, "enterprise");
  const member = await addMember(db, workspace.id, "member");
  const viewer = await addMember(db, workspace.id, "viewer");
  const ownerCaller = callerFor(db, { userId: owner.id, workspaceId: workspace.id });
  const members = await ownerCaller.identity.members.list();
  const invite = await ownerCaller.identity.invitations.create({ email: `victim-${randomBytes(4).toString("hex")}@example.test`, role: "member" });
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(sql`${invitations.id} = ${invite.id}`);
  const { run } = await openRun(db, tenant, "test.tenancy", `seed-${workspace.id}`, 1);
  // CRM: a contact with a logged note, a custom field and a shared saved view.
  const contact = await ownerCaller.crm.contacts.create({ email: `person-${randomBytes(4).toString("hex")}@example.test`, firstName: "Victim", tags: ["vip"] });
  const note = await ownerCaller.crm.activities.log({ kind: "note", contactId: contact.id, title: "Met at the fair" });
  const field = await ownerCaller.crm.customFields.create({ object: "contact", label: "Plan", type: "select", options: ["Free", "Pro"] });
  const view = await ownerCaller.crm.savedViews.create({ object: "contact", name: "VIPs", shared: true, config: { search: "vip" } });
  // CRM companies and deals: the default pipeline, a company, and a deal with the contact.
  const [pipeline] = await ownerCaller.crm.pipelines.list();
  const company = await ownerCaller.crm.companies.create({
    name: "Victim Co",
    domain: `victim-${randomBytes(4).toString("hex")}.example`,
    contactIds: [contact.id],
  });
  const deal = await ownerCaller.crm.deals.create({
    name: "Victim deal",
    pipelineId: pipeline!.id,
    stageId: pipeline!.stages[0]!.id,
    amountMinor: 10_000,
    companyId: company.id,
    contactIds: [contact.id],
  });
  // CRM lists and segments: a static list holding the contact, and a segment.
  const list = await ownerCaller.crm.lists.create({ name: "Victim list", kind: "static" });
  await ownerCaller.crm.lists.addContacts({ listId: list.id, contactIds: [contact.id] });
  const segment = await ownerCaller.crm.lists.create({
    name: "Victim VIPs",
    kind: "segment",
    rules: { combinator: "and", groups: [{ combinator: "and", conditions: [{ type: "tag", op: "has", value: "vip" }] }] },
  });
  // CRM imports: an uploaded file waiting for its mapping.
  const [upload] = await db
    .insert(imports)
    .values({
      workspaceId: workspace.id,
      fileName: "victim.csv",
      storedPath: `imports/${workspace.id}/victim.csv`,
      byteSize: 30,
      headers: ["Email"],
      preview: [["victim@example.test"]],
      totalRows: 1,
      createdBy: owner.id,
    })
    .returning({ id: imports.id });
  // Data connections: a Google Ads grant (tokens sealed as the callback stores them), one ad account read through it, and a finished sync.
  const [connection] = await db
    .insert(connections)
    .values({
      workspaceId: workspace.id,
      platform: "google-ads",
      externalUserId: "victim-google",
      label: "victim@example.test",
      accessToken: seal("victim-access"),
      refreshToken: seal("victim-refresh"),
      tokenExpiresAt: new Date(Date.now() + 3600_000),
      createdBy: owner.id,
    })
    .returning({ id: connections.id });
  const [source] = await db
    .insert(sources)
    .values({
      workspaceId: workspace.id,
      platform: "google-ads",
      connectionId: connection!.id,
      externalAccountId: "2345678901",
      name: "Victim Ads",
      currency: "USD",
      timeZone: "America/New_York",
      lastSuccessAt: new Date(),
      nextSyncAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: sources.id });
  const [syncRun] = await db
    .insert(syncRuns)
    .values({
      workspaceId: workspace.id,
      sourceId: source!.id,
      kind: "backfill",
      status: "succeeded",
      rangeStart: "2026-01-01",
      rangeEnd: "2026-01-30",
      chunksDone: 1,
      chunksTotal: 1,
      rowsWritten: 10,
      startedAt: new Date(),
      finishedAt: new Date(),
    })
    .returning({ id: syncRuns.id });
  // CSV uploads and exchange rates: a CSV source, and a manual rate (rates are named by day and pair).
  const csvSource = await ownerCaller.connectors.csv.create({ name: "Victim export", fact: "ad", currency: "USD", timeZone: "UTC" });
  const fxRate = await ownerCaller.reporting.fx.add({ date: "2026-11-01", base: "EUR", quote: "USD", rate: "1.08" });
  const schedule = await ownerCaller.reporting.schedules.create({
    path: "/marketing-dashboard/data/marketing-reporting-tools",
    query: "",
    frequency: "monthly",
    monthDay: 1,
    hour: 7,
    recipients: ["client@example.test"],
  });
  const budget = await ownerCaller.reporting.budgets.set({ month: "2025-07", scope: "all", amount: "1000" });
  // SEO audits: one running (so a cancel would change it), with a finding.
  const [seoAudit] = await db
    .insert(seoAudits)
    .values({ workspaceId: workspace.id, siteUrl: "https://victim.example/", status: "running", pageLimit: 100, pagesCrawled: 3, createdBy: owner.id })
    .returning({ id: seoAudits.id });
  await db.insert(seoFindings).values({
    workspaceId: workspace.id,
    auditId: seoAudit!.id,
    check: "title-missing",
    severity: "error",
    count: 1,
    urls: [{ url: "https://victim.example/a" }],
  });
  // Messaging: a verified sending domain with its own SMTP server (a key pair isn't needed to guard it).
  const [sendingDomain] = await db
    .insert(sendingDomains)
    .values({
      workspaceId: workspace.id,
      domain: "mail.victim.example",
      dkimSelector: "amt202601",
      dkimPublicKey: "AAAA",
      dkimPrivateKeySealed: seal("victim-key"),
      returnPathHost: "bounces.mail.victim.example",
      status: "verified",
      verifiedAt: new Date(),
      smtpHost: "smtp.victim.example",
      smtpPort: 587,
      smtpUser: "victim",
      smtpPasswordSealed: seal("victim-password"),
    })
    .returning({ id: sendingDomains.id });
  // SMS: a sender number, the default one.
  const [smsNumber] = await db
    .insert(smsNumbers)
    .values({ workspaceId: workspace.id, phone: "+14155550100", label: "Victim line", isDefault: true })
    .returning({ id: smsNumbers.id });
  // Messaging sends: an email campaign to the list, sending (so a pause or cancel would change it).
  const [send] = await db
    .insert(sends)
    .values({
      workspaceId: workspace.id,
      kind: "campaign",
      channel: "email",
      name: "Victim campaign",
      status: "sending",
      listId: list.id,
      domainId: sendingDomain!.id,
      fromName: "Victim",
      fromLocal: "news",
      subject: "Hi",
      html: "<p>Hi</p>",
      startedAt: new Date(),
    })
    .returning({ id: sends.id });
  // Messaging topics and suppressions: a topic of the preference centre and a suppressed address.
  const [topic] = await db.insert(topics).values({ workspaceId: workspace.id, name: "Victim news" }).returning({ id: topics.id });
  const [suppression] = await db
    .insert(suppressions)
    .values({ workspaceId: workspace.id, channel: "email", addressHash: "0".repeat(64), address: "gone@victim.example", reason: "bounced" })
    .returning({ id: suppressions.id });
  // Email verification: a run over the list, running (so a cancel would change it), with the contact's result.
  const [verification] = await db
    .insert(verifications)
    .values({
      workspaceId: workspace.id,
      scope: "list",
      listId: list.id,
      label: "Victim list",
      status: "running",
      total: 1,
      done: 1,
      valid: 1,
      createdBy: owner.id,
      startedAt: new Date(),
    })
    .returning({ id: verifications.id });
  await db.insert(verificationResults).values({
    workspaceId: workspace.id,
    verificationId: verification!.id,
    contactId: contact.id,
    verdict: "valid",
    reasonCode: "accepts-mail",
    reason: "The domain accepts mail",
  });
  // Assets: a brand kit, and a second one so a delete would not be refused as the last.
  const brandKit = await ownerCaller.assets.brandKits.create({ name: "Victim kit", from: "blank" });
  await ownerCaller.assets.brandKits.create({ name: "Victim second kit", from: "blank" });
  // The asset store: an ad with a comment.
  const asset = await ownerCaller.assets.items.create({
    kind: "google-rsa",
    title: "Victim ad",
    fields: { headlines: [{ text: "Victim headline", pin: null }] },
    tags: ["spring"],
  });
  const assetComment = await ownerCaller.assets.items.addComment({ id: asset.id, body: "Looks good" });
  // Website: a pop-up.
  const popup = await ownerCaller.website.popups.create({
    ...blankPopup,
    name: "Victim pop-up",
    content: { ...blankPopup.content, headline: "Victim offer", url: "https://victim.example/offer" },
  });
  // Website: a site form with one submission.
  const form = await ownerCaller.website.forms.create({ name: "Victim form" });
  const [formSubmission] = await db
    .insert(websiteFormSubmissions)
    .values({ workspaceId: workspace.id, formId: form.id, submissionKey: "victim-submission", answers: { email: "victim@example.test" } })
    .returning({ id: websiteFormSubmissions.id });
  // Website: a published landing page with a saved version.
  const landingPage = await ownerCaller.website.pages.create({ title: "Victim page", template: "lead-magnet" });
  await ownerCaller.website.pages.publish({ id: landingPage.id });
  const [pageVersion] = await ownerCaller.website.pages.versions({ id: landingPage.id });
  const customDomain = await ownerCaller.website.pages.domains.add({ host: `pages-${randomBytes(4).toString("hex")}.victim.example` });
  // The media library: a folder holding a file that the ad uses (rows only: no procedure reaches the bytes of another workspace's file).
  const [mediaFolder] = await db.insert(mediaFolders).values({ workspaceId: workspace.id, name: "Victim folder" }).returning({ id: mediaFolders.id });
  const mediaKey = `ws/${workspace.id}/media/${randomUUID()}`;
  const [media] = await db
    .insert(mediaFiles)
    .values({
      workspaceId: workspace.id,
      folderId: mediaFolder!.id,
      storageKey: mediaKey,
      name: "victim.png",
      contentType: "image/png",
      bytes: 68,
      width: 1,
      height: 1,
    })
    .returning({ id: mediaFiles.id });
  await db.insert(mediaUsages).values({ workspaceId: workspace.id, mediaId: media!.id, module: "assets", refId: asset.id, label: "Victim ad" });
  // Analytics: a feature flag and an early-access feature.
  const flag = await ownerCaller.analytics.flags.save({ key: "victim-flag", name: "", enabled: true, rolloutPercent: 50, payload: "" });
  const earlyAccess = await ownerCaller.analytics.earlyAccess.add({
    name: "Victim beta",
    description: "",
    stage: "beta",
    flagKey: "victim-flag",
    documentationUrl: "",
  });
  const surveyInput = (name: string) => ({
    definition: { name, type: "popover" as const, questions: [{ id: "q", type: "open" as const, question: "Anything to tell us?" }] },
    startDate: "",
    endDate: "",
    followUpUserId: "",
  });
  const survey = await ownerCaller.analytics.surveys.save(surveyInput("Victim survey"));
  const productSurvey = await ownerCaller.analytics.productSurveys.save(surveyInput("Victim product survey"));
  const [errorGroup] = await db
    .insert(analyticsErrorGroups)
    .values({
      workspaceId: workspace.id,
      fingerprint: "TypeError|victim",
      title: "TypeError: victim",
      level: "error",
      firstSeen: new Date(),
      lastSeen: new Date(),
      lastEventId: "0".repeat(32),
    })
    .returning();
  return {
    workspace,
    owner,
    viewer,
    memberId: members.find((m) => m.userId === member.user.id)!.memberId,
    ownerMemberId: members.find((m) => m.userId === owner.id)!.memberId,
    invitationId: invitation!.id,
    invitationLink: invite.link,
    jobRunId: run.id,
    contactId: contact.id,
    activityId: note.id,
    customFieldId: field.id,
    savedViewId: view.id,
    pipelineId: pipeline!.id,
    stageId: pipeline!.stages[1]!.id,
    companyId: company.id,
    dealId: deal.id,
    listId: list.id,
    segmentId: segment.id,
    importId: upload!.id,
    connectionId: connection!.id,
    sourceId: source!.id,
    syncRunId: syncRun!.id,
    csvSourceId: csvSource.id,
    fxRate: { date: fxRate.date, base: fxRate.base, quote: fxRate.quote },
    seoAuditId: seoAudit!.id,
    scheduleId: schedule.id,
    budget: { month: budget.month, scope: budget.scope as "all" },
    topicId: topic!.id,
    suppressionId: suppression!.id,
    smsNumberId: smsNumber!.id,
    sendingDomainId: sendingDomain!.id,
    sendId: send!.id,
    verificationId: verification!.id,
    brandKit: { id: brandKit.id, updatedAt: brandKit.updatedAt, kit: brandKit.kit },
    assetId: asset.id,
    assetCommentId: assetComment.id,
    popup: { id: popup.id, updatedAt: popup.updatedAt, name: popup.name },
    form: { id: form.id, updatedAt: form.updatedAt, definition: form.definition },
    formSubmissionId: formSubmission!.id,
    landingPage: { id: landingPage.id, slug: landingPage.slug, versionId: pageVersion!.id },
    customDomainId: customDomain.id,
    mediaId: media!.id,
    mediaKey,
    mediaFolderId: mediaFolder!.id,
    flagId: flag.id,
    earlyAccessId: earlyAccess.id,
    errorGroupId: errorGroup!.id,
    surveyId: survey.id,
    productSurveyId: productSurvey.id,
    surveyInput,
  };
}
export type Victim = Awaited<ReturnType<typeof seedVictim>>;

/** The tables with a workspace_id, read from the catalogue once per database (tables don't change during a run). */
const workspaceTables = new WeakMap<Db, Promise<string[]>>();
function tablesOf(db: Db): Promise<string[]> {
  let tables = workspaceTables.get(db);
  if (!tables) {
    tables = db
      .execute<{ table_name: string }>(
        sql`select table_name from information_schema.columns where column_name = 'workspace_id' and table_schema = 'public' order by table_name`,
      )
      .then((r) => r.rows.map((row) => row.table_name));
    workspaceTables.set(db, tables);
  }
  return tables;
}

/**
 * Every row a workspace owns, in every table that has a workspace_id (found in the catalogue, so a
 * table added later is covered too), plus the workspace row: to prove a call changed nothing. One
 * statement reads them all (a query per table made the tenancy harness the slowest suite on PGlite).
 */
export async function snapshot(db: Db, workspaceId: string): Promise<string> {
  const ws = sql`${workspaceId}::uuid`;
  const parts = (await tablesOf(db)).map(
    (table) =>
      sql`select ${table}::text as t, coalesce((select json_agg(r order by r::text) from ${sql.identifier(table)} r where r.workspace_id = ${ws}), '[]')::text as rows`,
  );
  parts.push(sql`select 'identity_workspaces' as t, coalesce((select json_agg(r) from identity_workspaces r where r.id = ${ws}), '[]')::text as rows`);
  const { rows } = await db.execute<{ t: string; rows: string }>(sql.join(parts, sql` union all `));
  return JSON.stringify(rows.sort((a, b) => (a.t < b.t ? -1 : a.t > b.t ? 1 : 0)).map((r) => [r.t, r.rows]));
}
