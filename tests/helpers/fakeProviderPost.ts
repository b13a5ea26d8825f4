/*
 * How the fake SMS and WhatsApp providers reach the shop with their callbacks: by default over HTTP to the address the
 * shop gave (a running server), or through any function (an integration test's app.inject).
 */

export interface CallbackAnswer {
  status: number;
  body: string;
}

export type ShopPost = (
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
) => Promise<CallbackAnswer>;

export const httpPost: ShopPost = async (url, init) => {
  const res = await fetch(url.replace('//localhost:', '//127.0.0.1:'), init);
  return { status: res.status, body: await res.text() };
};

/** A ShopPost for a fastify app driven with inject: the URL's path and query only. */
export function injectPost(app: {
  inject(o: {
    method: 'GET' | 'POST';
    url: string;
    headers: Record<string, string>;
    payload?: string;
  }): Promise<{ statusCode: number; body: string }>;
}): ShopPost {
  return async (url, init) => {
    const u = new URL(url);
    const res = await app.inject({
      method: init.method,
      url: `${u.pathname}${u.search}`,
      headers: init.headers,
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    return { status: res.statusCode, body: res.body };
  };
}
