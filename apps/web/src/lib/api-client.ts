import type { z } from 'zod';

import type { TError } from '@feedmarket/contract/common/common.schemas';
import {
  API_BASE,
  buildPath,
  type RouteAnswer,
  type RouteBody,
  type RouteDef,
  type RouteParams,
  type RouteQuery,
} from '@feedmarket/contract/common/route';
import { messages } from '@feedmarket/contract/messages';

import { getCampaignId } from './campaign';
import { fileNameFromContentDisposition } from './content-disposition';
import { showNotice } from './notify';
import { drawingOnServer, pageFetch } from './page-render';
import { endSession, getSession, getSessionToken } from './session/session-store';

type FieldError = NonNullable<TError['fields']>[number];

/** A failed call: the HTTP status (0 when the server could not be reached) and the server's error. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[];
  /** The message the server sent, when it sent one; flows that show "the server message or X" read it. */
  readonly serverMessage: string | undefined;

  constructor(status: number, message: string, code: string, fields: FieldError[] = [], serverMessage?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.serverMessage = serverMessage;
  }
}

/** The server's message of a failed call, or `fallback` when there is none. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

// A key is optional exactly when the route has nothing to send there.
type Part<K extends string, V> = undefined extends V ? { [P in K]?: V } : { [P in K]: V };

export type CallOptions<T extends RouteDef> = Part<'params', RouteParams<T>> &
  Part<'query', RouteQuery<T>> &
  Part<'body', RouteBody<T>> & {
    signal?: AbortSignal;
    /** Sends this token instead of the session's: checking a remembered token, or signing out a session already ended here. */
    token?: string;
    /** Headers of the call beyond the session's, e.g. the `Idempotency-Key` of a lock. */
    headers?: Record<string, string>;
  };

type CallArgs<T extends RouteDef> =
  Partial<CallOptions<T>> extends CallOptions<T> ? [options?: CallOptions<T>] : [options: CallOptions<T>];

export type ApiClientConfig = {
  fetch: typeof fetch;
  baseUrl?: string;
  getToken: () => string | null;
  getCampaignId: () => string | null;
  /** Called when a member call is refused with 401: the session is over. */
  onUnauthorized: () => void;
};

export type CallApi = <T extends RouteDef>(route: T, ...args: CallArgs<T>) => Promise<RouteAnswer<T>>;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

function toSearch(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function toFormBody(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  return form;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The error of a failed call from its status and body: the server's `{ message, code, fields }` when it
 * sent one. The error schema (and zod with it) loads with the first refusal, not with the first page;
 * if it cannot load, the body counts as unreadable.
 */
export async function toApiError(status: number, statusText: string, payload: unknown): Promise<ApiError> {
  const parsed = await import('@feedmarket/contract/common/common.schemas').then(
    ({ ZError }) => ZError.safeParse(payload),
    () => null,
  );
  if (parsed?.success) {
    const { message, code, fields } = parsed.data;
    return new ApiError(status, message, code, fields ?? [], message);
  }
  return new ApiError(status, `Request failed: ${status} ${statusText}`.trim(), 'http_error');
}

type Sent = { data: unknown; headers: Headers; status: number };

/** How a successful answer is read: JSON unless a caller asks for the bytes of a file. */
type AnswerReader = { accept: string; read: (response: Response) => Promise<unknown> };
const jsonAnswer: AnswerReader = { accept: 'application/json', read: readJson };
const fileAnswer: AnswerReader = { accept: '*/*', read: (response) => response.blob() };

// One request and its error handling, shared by the plain and the paged callers.
function createSender(config: ApiClientConfig) {
  const baseUrl = config.baseUrl ?? API_BASE;

  return async function send(
    route: RouteDef,
    options: unknown,
    answer: AnswerReader = jsonAnswer,
    ifNoneMatch?: string,
  ): Promise<Sent> {
    const {
      params,
      query,
      body,
      signal,
      token: explicitToken,
      headers: extraHeaders,
    } = (options ?? {}) as {
      params?: Record<string, string | number>;
      query?: Record<string, QueryValue>;
      body?: unknown;
      signal?: AbortSignal;
      token?: string;
      headers?: Record<string, string>;
    };
    const url = `${baseUrl}${buildPath(route.path, params)}${toSearch(query)}`;
    const headers = new Headers({ ...extraHeaders, Accept: answer.accept });
    const token = explicitToken ?? config.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const campaign = config.getCampaignId();
    if (campaign) headers.set('X-CAMPAIGN-ID', campaign);
    if (ifNoneMatch) headers.set('If-None-Match', ifNoneMatch);

    let payload: BodyInit | undefined;
    if (body !== undefined) {
      if (route.bodyType === 'form') {
        headers.set('Content-Type', 'application/x-www-form-urlencoded');
        payload = toFormBody(body);
      } else {
        headers.set('Content-Type', 'application/json');
        payload = JSON.stringify(body);
      }
    }

    let response: Response;
    try {
      response = await config.fetch(url, { method: route.method, headers, body: payload, signal });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'The server cannot be reached. Check your connection and try again.', 'network');
    }

    // Only a conditional request can be answered 304: the browser hands it over as it is.
    if (ifNoneMatch && response.status === 304) return { data: null, headers: response.headers, status: 304 };
    if (!response.ok) {
      // A public call such as sign-in answers 401 for wrong credentials; only a refused session ends it.
      if (response.status === 401 && token && route.access !== 'public') config.onUnauthorized();
      // Refusals are JSON even on routes that answer files.
      throw await toApiError(response.status, response.statusText, await readJson(response));
    }
    const data = await answer.read(response);
    if (data === undefined) {
      throw new ApiError(response.status, 'The server sent an answer that cannot be read.', 'bad_response');
    }
    return { data, headers: response.headers, status: response.status };
  };
}

/** Builds the typed caller of route-table entries; the app uses `callApi` below, tests build their own. */
export function createApiClient(config: ApiClientConfig): CallApi {
  const send = createSender(config);
  return async function callApi<T extends RouteDef>(route: T, ...[options]: CallArgs<T>) {
    // The server serialises every answer through the same contract schema, so it is not parsed twice.
    return (await send(route, options)).data as RouteAnswer<T>;
  };
}

/** A route answering a page (`{ data: { content } }`, spec §7) with its total in `x-total-count`. */
export type PagedRouteDef = RouteDef & { responses: { 200: z.ZodType<{ data: { content: unknown[] } }> } };

type PageData<T extends PagedRouteDef> = z.output<T['responses'][200]>['data'];

/**
 * One page of a paged route: its rows, the total of all pages, and whatever else the page carries
 * beside its rows (the Finance tab's totals per currency).
 */
export type PagedAnswer<T extends PagedRouteDef> = Omit<PageData<T>, 'content'> & {
  content: PageData<T>['content'];
  total: number;
};

export type CallPagedApi = <T extends PagedRouteDef>(route: T, ...args: CallArgs<T>) => Promise<PagedAnswer<T>>;

/** Builds the caller of paged routes: the rows from the body, the total from the `x-total-count` header. */
export function createPagedApiClient(config: ApiClientConfig): CallPagedApi {
  const send = createSender(config);
  return async function callPagedApi<T extends PagedRouteDef>(route: T, ...[options]: CallArgs<T>) {
    const { data, headers } = await send(route, options);
    const page = (data as { data: PageData<T> }).data;
    const content = page.content as unknown[];
    const header = headers.get('x-total-count');
    const total = header === null ? Number.NaN : Number(header);
    // A missing or unreadable header still leaves the rows usable as a single page.
    return { ...page, content, total: Number.isFinite(total) ? total : content.length } as PagedAnswer<T>;
  };
}

/** A file answered by a download route, and the name its `Content-Disposition` gives it (null when none). */
export type FileAnswer = { blob: Blob; fileName: string | null };

export type CallFileApi = <T extends RouteDef>(route: T, ...args: CallArgs<T>) => Promise<FileAnswer>;

/** Builds the caller of routes that answer a file; refusals still come as `ApiError`s. */
export function createFileApiClient(config: ApiClientConfig): CallFileApi {
  const send = createSender(config);
  return async function callFileApi<T extends RouteDef>(route: T, ...[options]: CallArgs<T>) {
    const { data, headers } = await send(route, options, fileAnswer);
    return { blob: data as Blob, fileName: fileNameFromContentDisposition(headers.get('content-disposition')) };
  };
}

/** The answer of a conditional call: unchanged since `etag`, or the new data and its ETag. */
export type ConditionalAnswer<T> = { notModified: true } | { notModified: false; data: T; etag: string | null };

export type CallConditionalApi = <T extends RouteDef>(
  route: T,
  etag: string | null,
  ...args: CallArgs<T>
) => Promise<ConditionalAnswer<RouteAnswer<T>>>;

/** Builds the caller of routes that answer 304 to `If-None-Match` (polled answers). */
export function createConditionalApiClient(config: ApiClientConfig): CallConditionalApi {
  const send = createSender(config);
  return async function callConditionalApi<T extends RouteDef>(
    route: T,
    etag: string | null,
    ...[options]: CallArgs<T>
  ) {
    const { data, headers, status } = await send(route, options, jsonAnswer, etag ?? undefined);
    if (status === 304) return { notModified: true };
    return { notModified: false, data: data as RouteAnswer<T>, etag: headers.get('etag') };
  };
}

/** The app's session handling, shared with callers that cannot go through `fetch` (upload progress needs XHR). */
export const appClientConfig: ApiClientConfig = {
  fetch: pageFetch,
  getToken: getSessionToken,
  getCampaignId: () => getCampaignId(),
  onUnauthorized: () => {
    // A drawing on the server ends no session: the refused answer is left out of the page, and the
    // browser asks again.
    if (drawingOnServer) return;
    // Several calls may be refused at once; only the first one ends the session and says so.
    if (getSession().status !== 'authenticated') {
      endSession();
      return;
    }
    endSession('expired');
    showNotice({ message: messages.sessionExpired, tone: 'error' });
  },
};

/** The app's caller: sends the session token and the campaign, and ends the session on a refused token. */
export const callApi: CallApi = createApiClient(appClientConfig);

/** The app's caller of paged routes, with the same session handling as `callApi`. */
export const callPagedApi: CallPagedApi = createPagedApiClient(appClientConfig);

/** The app's caller of polled routes, with the same session handling as `callApi`. */
export const callConditionalApi: CallConditionalApi = createConditionalApiClient(appClientConfig);

/** The app's caller of download routes, with the same session handling as `callApi`. */
export const callFileApi: CallFileApi = createFileApiClient(appClientConfig);
