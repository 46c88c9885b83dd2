import { handleSubmission } from "@/modules/website";

export const dynamic = "force-dynamic";

/** A visitor's answers to a site form: JSON or a plain form POST. */
export async function POST(request: Request, { params }: { params: Promise<{ formId: string }> }) {
  return handleSubmission(request, (await params).formId);
}
