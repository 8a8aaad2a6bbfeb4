import zlib from 'node:zlib';
import type { ResponseObject, ResponseToolkit } from '@hapi/hapi';
import type { RenderedPage } from '../kept-pages';
import { SERVER_PAGE_CACHE_CONTROL, replyWithPage } from '../page-reply';

/** A response toolkit that records what the reply was made of. */
function toolkit() {
  const replies: { body: string | Buffer; headers: Record<string, string>; status?: number; encoding?: string }[] = [];
  const h = {
    response(body: string | Buffer) {
      const reply: (typeof replies)[number] = { body, headers: {} };
      replies.push(reply);
      const response = {
        code: (status: number) => ((reply.status = status), response),
        type: (type: string) => ((reply.headers['content-type'] = type), response),
        header: (name: string, value: string) => ((reply.headers[name] = value), response),
        compressed: (encoding: string) => ((reply.encoding = encoding), response),
        vary: (name: string) => ((reply.headers.vary = name), response),
      };
      return response as unknown as ResponseObject;
    },
  } as Pick<ResponseToolkit, 'response'>;
  return { h, replies };
}

const page = (): RenderedPage => ({ status: 200, html: '<html>a kept page</html>', expiresAt: 0, usefulUntil: 0, bytes: 24, changesSeen: 0, kept: true, encoded: new Map() });
const asking = (acceptEncoding: string) => ({ info: { acceptEncoding } }) as never;

describe('a server-rendered page as a reply', () => {
  it('is compressed once per encoding, each copy counted, and sent as compressed', async () => {
    const { h, replies } = toolkit();
    const grew = jest.fn();
    const kept = page();
    await replyWithPage(asking('br'), h, kept, { hasCanary: false, grew });
    await replyWithPage(asking('br'), h, kept, { hasCanary: false, grew });
    await replyWithPage(asking('gzip'), h, kept, { hasCanary: false, grew });
    expect(grew).toHaveBeenCalledTimes(2);
    expect(zlib.brotliDecompressSync(replies[0]!.body as Buffer).toString()).toBe(kept.html);
    expect(zlib.gunzipSync(replies[2]!.body as Buffer).toString()).toBe(kept.html);
    expect(replies.map((reply) => reply.encoding)).toEqual(['br', 'br', 'gzip']);
    expect(replies[0]!.headers).toMatchObject({ vary: 'accept-encoding', 'cache-control': SERVER_PAGE_CACHE_CONTROL, 'content-type': 'text/html; charset=utf-8' });
  });

  it('is plain HTML for a browser that takes neither, and private while a canary runs', async () => {
    const { h, replies } = toolkit();
    await replyWithPage(asking(''), h, page(), { hasCanary: true, grew: jest.fn() });
    expect(replies[0]).toMatchObject({ body: '<html>a kept page</html>', status: 200, headers: { 'cache-control': 'private, no-cache' } });
    expect(replies[0]!.encoding).toBeUndefined();
  });
});
