import type { TestApp } from './app';

/** A parsed JSON answer, as loosely typed as JSON.parse makes it. */
export type JsonAnswer = ReturnType<typeof JSON.parse>;

export interface RestAnswer {
  status: number;
  body: JsonAnswer;
}

/** REST calls to a started test app through app.inject, with an optional bearer token and JSON body. */
export function restClient(t: TestApp) {
  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { token?: string | undefined; body?: unknown } = {}): Promise<RestAnswer> {
    const res = await t.app.inject({
      method,
      url,
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
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
