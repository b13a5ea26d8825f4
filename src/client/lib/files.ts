import { readAuthToken } from './authToken';

/** A picked file's bytes as base64 (without the `data:…;base64,` prefix), for upload procedures. */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Hand a file to the browser as a download. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name of a Content-Disposition header, or null. */
function filenameOf(disposition: string | null): string | null {
  const match = disposition && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * A file from a REST call (`GET path`) with the stored bearer token, named by its Content-Disposition; null when the
 * call is refused (the invoice in lib/orders.ts; the admin's report CSV in lib/adminDownload.ts).
 */
export async function fetchFileWithToken(
  path: string,
  accept: string,
  fallbackName: string,
): Promise<{ blob: Blob; filename: string } | null> {
  const token = readAuthToken();
  const response = await fetch(path, { headers: { accept, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  if (!response.ok) return null;
  return {
    blob: await response.blob(),
    filename: filenameOf(response.headers.get('content-disposition')) ?? fallbackName,
  };
}

/** A base64 file (the tRPC invoice) as a Blob. */
export function blobOfBase64(base64: string, type: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}
