import type { RouteData, RouteDef } from '@redbi/shared/api';
import { requestHeaders, routeUrl, settleAnswer } from './apiClient';

interface UploadOptions {
  params: Record<string, string>;
  file: Blob;
  /** The share of the file sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The message of a network failure (no answer at all). */
  networkError: string;
}

/**
 * A multipart upload of one file to a `multipart` route, answered exactly like `api()` (headers, envelope,
 * errors, sliding token, the end of the session on 401) but through XMLHttpRequest, which reports upload
 * progress where fetch cannot.
 */
export function uploadWithProgress<R extends RouteDef>(route: R, { params, file, onProgress, signal, networkError }: UploadOptions): Promise<RouteData<R>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(route.method, routeUrl(route, params));
    const { headers, sentToken } = requestHeaders();
    headers.forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        const data = settleAnswer(route, { status: request.status, authorization: request.getResponseHeader('Authorization'), text: request.responseText }, sentToken);
        onProgress?.(1);
        resolve(data);
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new Error(networkError));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
