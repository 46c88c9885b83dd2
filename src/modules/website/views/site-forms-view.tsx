"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SurveysPanel, type SurveySelection } from "@/modules/analytics/client";
import { can, useCurrentWorkspace } from "@/modules/identity/client";
import { CONSENT_SETTINGS_HREF } from "../contracts/consent.constants";
import { useSiteForm } from "../hooks/use-forms";
import { FormConversion } from "../ui/forms/form-conversion";
import { FormEditor } from "../ui/forms/form-editor";
import { FormSubmissions } from "../ui/forms/form-submissions";
import { FormsList } from "../ui/forms/forms-list";

const GUIDE_HREF = "/marketing-dashboard/settings/guides-and-references?guide=site-forms";
const PATH = "/marketing-dashboard/website/site-form";

const surveysHref = (selection: SurveySelection) => `${PATH}?tab=surveys${selection ? `&survey=${selection}` : ""}`;

/**
 * Site forms: the list, or (`?form=<id>`) one form's builder and its submissions; the "Surveys" tab
 * (`?tab=surveys`, `&survey=<id>|new`) holds the site's surveys (a form kind built by analytics' builder).
 * `survey` is undefined on the forms tab.
 */
export function SiteFormsView({ formId, survey }: { formId: string | null; survey?: SurveySelection }) {
  const { data: workspace } = useCurrentWorkspace();
  const router = useRouter();
  const canEdit = can(workspace.role, "website.edit");
  const onSurveys = survey !== undefined && !formId;
  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Site forms</h1>
        <p className="text-muted-foreground">
          Forms for your website. Everyone who fills one in becomes a contact in your CRM, with their consent.{" "}
          <Link href={GUIDE_HREF} className="text-primary underline-offset-4 hover:underline">
            How site forms work
          </Link>
          {" · "}
          <Link href={CONSENT_SETTINGS_HREF} className="text-primary underline-offset-4 hover:underline">
            Consent banner
          </Link>
        </p>
      </div>
      {formId ? null : (
        <Tabs value={onSurveys ? "surveys" : "forms"} onValueChange={(tab) => router.push(tab === "surveys" ? surveysHref(null) : PATH)}>
          <TabsList aria-label="Kind">
            <TabsTrigger value="forms">Forms</TabsTrigger>
            <TabsTrigger value="surveys">Surveys</TabsTrigger>
          </TabsList>
        </Tabs>
      )}
      {onSurveys ? (
        <SurveysPanel audience="site" canEdit={canEdit} selected={survey ?? null} onOpen={(selection) => router.push(surveysHref(selection))} />
      ) : formId ? (
        <OneForm
          formId={formId}
          workspaceSlug={workspace.slug}
          canEdit={canEdit}
          canReadSubmissions={can(workspace.role, "crm.read")}
          canExport={can(workspace.role, "crm.export")}
        />
      ) : (
        <FormsList canEdit={canEdit} />
      )}
    </div>
  );
}

function OneForm(props: { formId: string; workspaceSlug: string; canEdit: boolean; canReadSubmissions: boolean; canExport: boolean }) {
  const { data: form } = useSiteForm(props.formId);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Link href={PATH} className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden className="size-4" /> All forms
        </Link>
        <h2 className="text-lg font-medium">{form.name}</h2>
        <span className="ml-auto text-sm text-muted-foreground">
          Started → sent, 30 days: <FormConversion formId={form.id} />
        </span>
      </div>
      <Tabs defaultValue="build">
        <TabsList>
          <TabsTrigger value="build">Build</TabsTrigger>
          {props.canReadSubmissions ? <TabsTrigger value="submissions">Submissions</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="build" className="pt-4">
          <FormEditor key={form.id} stored={form} workspaceSlug={props.workspaceSlug} canEdit={props.canEdit} />
        </TabsContent>
        {props.canReadSubmissions ? (
          <TabsContent value="submissions" className="pt-4">
            <FormSubmissions formId={form.id} canExport={props.canExport} />
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}
