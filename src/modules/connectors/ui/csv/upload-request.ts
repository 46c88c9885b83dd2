import type { inferRouterOutputs } from "@trpc/server";
import superjson from "superjson";
import { decodeCsvFile } from "@/lib/csv-file-check";
import type { AppRouter } from "@/server/trpc/app-router";
import type { CsvUploadInput } from "../../contracts/csv.contracts";

/** What `connectors.csv.upload` answers. */
export type UploadResult = inferRouterOutputs<AppRouter>["connectors"]["csv"]["upload"];

/** The procedure's address for one unbatched call. */
export const UPLOAD_PATH = "/api/trpc/connectors.csv.upload";

export type UploadHandle = { promise: Promise<UploadResult>; abort: () => void };

type Serialized = Parameters<typeof superjson.deserialize>[0];

/** The request body of a single (unbatched) tRPC mutation: the input as superjson writes it. */
export const uploadBody = (input: CsvUploadInput): string => JSON.stringify(superjson.serialize(input));

/**
 * The chosen file as text, checked as the CRM import checks its uploads: a file that isn't text (a
 * picture, a spreadsheet, a PDF) rejects with "This file isn't a CSV file…"; UTF-16/32 are read by
 * their byte-order mark; anything else as UTF-8.
 */
export async function readCsvFile(file: Blob): Promise<string> {
  return decodeCsvFile(new Uint8Array(await file.arrayBuffer()));
}

/** The result of a tRPC answer, or the error to show: the first field message, else the server's message. */
export function readUploadAnswer(status: number, text: string): { ok: true; result: UploadResult } | { ok: false; message: string } {
  let body: { result?: { data?: unknown }; error?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON: a proxy's error page.
  }
  if (status >= 200 && status < 300 && body.result?.data) return { ok: true, result: superjson.deserialize(body.result.data as Serialized) as UploadResult };
  const error = body.error
    ? (superjson.deserialize(body.error as Serialized) as { message?: string; data?: { fieldErrors?: Record<string, string[] | undefined> | null } })
    : null;
  const fields = Object.values(error?.data?.fieldErrors ?? {}).flatMap((m) => m ?? []);
  return { ok: false, message: fields[0] ?? error?.message ?? `The upload failed (${status}). Try again.` };
}

/**
 * Calls `connectors.csv.upload` over tRPC's HTTP format with XMLHttpRequest, whose upload events
 * give a real progress bar for a file of up to 20 MB (fetch has none). `onSent` fires once every
 * byte is out, while the server reads and writes the rows. Rejects with the server's message.
 */
export function sendCsvUpload(input: CsvUploadInput, onProgress: (fraction: number) => void, onSent: () => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadResult>((resolve, reject) => {
    xhr.open("POST", UPLOAD_PATH);
    xhr.setRequestHeader("Content-Type", "application/json");
    xhr.setRequestHeader("x-trpc-source", "web");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.upload.onload = () => onSent();
    xhr.onload = () => {
      const answer = readUploadAnswer(xhr.status, xhr.responseText);
      if (answer.ok) resolve(answer.result);
      else reject(new Error(answer.message));
    };
    xhr.onerror = () => reject(new Error("The upload was interrupted. Check your connection and try again."));
    xhr.onabort = () => reject(new Error("Upload cancelled."));
    xhr.send(uploadBody(input));
  });
  return { promise, abort: () => xhr.abort() };
}
