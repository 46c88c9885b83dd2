import { storage } from "@/server/storage";
import { handleFileRequest } from "@/server/storage/files-route";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ key: string[] }> };

/** Signed links of the local file storage (src/server/storage): downloads (GET, HEAD) and direct uploads (PUT). */
const handle = async (req: Request, { params }: Context) => handleFileRequest(req, (await params).key, await storage());

export const GET = handle;
export const HEAD = handle;
export const PUT = handle;
