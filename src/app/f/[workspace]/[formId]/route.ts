import { handleHostedForm } from "@/modules/website";

export const dynamic = "force-dynamic";

/** The hosted form (`?embed=1`: its frame variant), server-rendered HTML (see the website module's form-public-http). */
export async function GET(request: Request, { params }: { params: Promise<{ workspace: string; formId: string }> }) {
  return handleHostedForm(request, await params);
}
