import type { InjectOptions } from 'fastify';
import type { TestApp } from './app';

/** A parsed JSON answer, as loosely typed as JSON.parse makes it. */
export type JsonAnswer = ReturnType<typeof JSON.parse>;

export interface RestAnswer {
  status: number;
  body: JsonAnswer;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a REST call of the tests may carry besides its method and path. */
export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  /** The client's address (app.inject's default is 127.0.0.1). */
  ip?: string;
  userAgent?: string;
}

/** The app.inject request of a REST call: a bearer token, a JSON body, the client's address and User-Agent when given. */
export function restRequest(method: Method, url: string, opts: CallOptions = {}): InjectOptions {
  return {
    method,
    url,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.userAgent ? { 'user-agent': opts.userAgent } : {}),
    },
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  };
}

/** REST calls to a started test app through app.inject, with an optional bearer token and JSON body. */
export function restClient(t: TestApp) {
  async function call(method: Method, url: string, opts: CallOptions = {}): Promise<RestAnswer> {
    const res = await t.app.inject(restRequest(method, url, opts));
    return { status: res.statusCode, body: res.json() };
  }
  return {
    call,
    get: (url: string, token?: string) => call('GET', url, { token }),
    post: (url: string, body: unknown, token?: string) => call('POST', url, { body, token }),
    put: (url: string, body: unknown, token?: string) => call('PUT', url, { body, token }),
    del: (url: string, token?: string) => call('DELETE', url, { token }),
  };
}

export type RestClient = ReturnType<typeof restClient>;

/** An answer with its headers and raw text; the body is `{}` when the answer is not JSON (a served file). */
export interface LooseAnswer extends RestAnswer {
  headers: Record<string, unknown>;
  raw: string;
}

/** A REST call whose answer may be a file: nothing is assumed of its body. */
export async function callLoosely(
  t: TestApp,
  method: Method,
  url: string,
  opts: CallOptions = {},
): Promise<LooseAnswer> {
  const res = await t.app.inject(restRequest(method, url, opts));
  let body: JsonAnswer = {};
  try {
    body = res.json();
  } catch {
    // not JSON (a served file)
  }
  return { status: res.statusCode, body, headers: res.headers, raw: res.body };
}
