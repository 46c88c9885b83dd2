import { handleFormStart } from "@/modules/website";

export const dynamic = "force-dynamic";

/** The beacon a form sends on its first interaction (form_start). */
export async function POST(request: Request, { params }: { params: Promise<{ formId: string }> }) {
  return handleFormStart(request, (await params).formId);
}
