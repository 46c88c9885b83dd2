/**
 * Sends a file to POST /api/crm/imports with XMLHttpRequest, whose upload events give a real
 * progress bar (fetch has none). Resolves with the new import's id; rejects with the server's message.
 */
export type UploadHandle = { promise: Promise<{ importId: string }>; abort: () => void };

export function uploadImportFile(file: File, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<{ importId: string }>((resolve, reject) => {
    xhr.open("POST", "/api/crm/imports");
    xhr.setRequestHeader("Content-Type", file.type || "text/csv");
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as { importId?: string; message?: string };
      if (xhr.status >= 200 && xhr.status < 300 && body.importId) {
        onProgress(1);
        resolve({ importId: body.importId });
      } else reject(new Error(body.message ?? `The upload failed (${xhr.status}). Try again.`));
    };
    xhr.onerror = () => reject(new Error("The upload was interrupted. Check your connection and try again."));
    xhr.onabort = () => reject(new Error("Upload cancelled."));
    xhr.send(file);
  });
  return { promise, abort: () => xhr.abort() };
}
