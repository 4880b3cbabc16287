import {
  API_BASE,
  buildPath,
  type RouteAnswer,
  type RouteDef,
  type RouteParams,
} from '@feedmarket/contract/common/route';

import { ApiError, appClientConfig, toApiError, type ApiClientConfig } from './api-client';

/** Bytes of the request body sent so far, of `total` (0 when the browser cannot tell). */
export type UploadProgress = { loaded: number; total: number };

export type UploadOptions<T extends RouteDef> = (undefined extends RouteParams<T>
  ? { params?: RouteParams<T> }
  : { params: RouteParams<T> }) & {
  /** The multipart body; parts travel in the order they were appended. */
  body: FormData;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

export type UploadApi = <T extends RouteDef>(route: T, options: UploadOptions<T>) => Promise<RouteAnswer<T>>;

/** The part of XMLHttpRequest an upload uses, so tests can stand in for the browser's. */
export type UploadRequest = Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'abort' | 'status' | 'statusText' | 'responseText'
> & {
  upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
  onabort: ((event: ProgressEvent) => void) | null;
};

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Builds the caller of multipart upload routes. It sends through XMLHttpRequest, as `fetch` cannot
 * report upload progress, with the same base URL, bearer token, campaign header, 401 handling and
 * `ApiError`s as `callApi`.
 */
export function createUploadApi(
  config: ApiClientConfig,
  createRequest: () => UploadRequest = () => new XMLHttpRequest(),
): UploadApi {
  const baseUrl = config.baseUrl ?? API_BASE;

  return function upload<T extends RouteDef>(route: T, options: UploadOptions<T>) {
    const { body, onProgress, signal } = options;
    const params = options.params as Record<string, string | number> | undefined;
    return new Promise<RouteAnswer<T>>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new DOMException('The upload was cancelled', 'AbortError'));
        return;
      }
      const request = createRequest();
      request.open(route.method, `${baseUrl}${buildPath(route.path, params)}`);
      request.setRequestHeader('Accept', 'application/json');
      const token = config.getToken();
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      const campaign = config.getCampaignId();
      if (campaign) request.setRequestHeader('X-CAMPAIGN-ID', campaign);

      const onAbort = () => request.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => signal?.removeEventListener('abort', onAbort);

      request.upload.onprogress = (event) =>
        onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
      request.onload = () => {
        settle();
        const { status } = request;
        const data = parseBody(request.responseText);
        if (status >= 200 && status < 300) {
          if (data === undefined) {
            reject(new ApiError(status, 'The server sent an answer that cannot be read.', 'bad_response'));
          } else {
            resolve(data as RouteAnswer<T>);
          }
          return;
        }
        if (status === 401 && token && route.access !== 'public') config.onUnauthorized();
        void toApiError(status, request.statusText, data).then(reject);
      };
      request.onerror = () => {
        settle();
        // A server refusing a body it will not read (too large) may close the connection before the
        // browser sees its answer: say both possibilities rather than blame the network alone.
        reject(
          new ApiError(
            0,
            'The upload stopped before the server answered. Check your connection and the file size, and try again.',
            'network',
          ),
        );
      };
      request.onabort = () => {
        settle();
        reject(new DOMException('The upload was cancelled', 'AbortError'));
      };
      request.send(body);
    });
  };
}

/** The app's uploader: the session's token and campaign, and the end of the session on a refused token. */
export const uploadApi: UploadApi = createUploadApi(appClientConfig);
