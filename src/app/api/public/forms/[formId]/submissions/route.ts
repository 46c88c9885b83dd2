import { handleSubmission } from "@/modules/website";
import { serveDirectly } from "@/server/http/direct-route.mjs";

export const dynamic = "force-dynamic";

const SUBMISSIONS_PATH = /^\/api\/public\/forms\/([^/]+)\/submissions$/;

/** A visitor's answers to a site form: JSON or a plain form POST. */
export async function POST(request: Request, { params }: { params: Promise<{ formId: string }> }) {
  return handleSubmission(request, (await params).formId);
}

// The web server entry (scripts/server.mjs) answers submissions directly once this module is loaded,
// without Next.js's router in between (src/server/http/direct-route.mjs); the answer sets its own headers.
serveDirectly("/api/public/forms/", {
  methods: { POST: (request) => handleSubmission(request, SUBMISSIONS_PATH.exec(new URL(request.url).pathname)?.[1] ?? "") },
  matches: (pathname) => SUBMISSIONS_PATH.test(pathname),
});
