import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoding API that react-router 7 uses at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy… waits for what a person would see; on two busy cores a lazily loaded
// route can take longer than the library's 1 s default to appear.
configure({ asyncUtilTimeout: 5_000 });

/**
 * Uploads with progress go through XMLHttpRequest (fetch reports no upload
 * progress). The component tests fake the API at `fetch`, so here a request
 * made with XMLHttpRequest is answered by whatever `fetch` the test put in
 * place (a route such as 'POST /api/upload' gets the FormData as its body),
 * reporting the whole body as sent.
 */
class FetchBackedXhr {
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body?: Document | XMLHttpRequestBodyInit | null) {
    fetch(this.url, { method: this.method, body: body as BodyInit | null | undefined, credentials: 'include' }).then(
      async (response) => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseText = await response.text();
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }
}
Object.assign(globalThis, { XMLHttpRequest: FetchBackedXhr });
