import { DEFERRED_PRELOADS_ID, PAGE_STATE_ID } from '@plotwise/contracts';
import { whenPageShown } from '../start-after-load';

/** A server-rendered page still loading its pictures, with the remote's files listed for later. */
function serverRenderedPageLoading(): void {
  document.head.innerHTML = `<script type="application/json" id="${DEFERRED_PRELOADS_ID}">[{"href":"/remotes/catalog/mf-manifest.json","as":"fetch"},{"href":"/remotes/catalog/remoteEntry.js","as":"script"}]</script>`;
  document.body.innerHTML = `<div id="root"><h1>Sahyadri Greens</h1></div><script type="application/json" id="${PAGE_STATE_ID}">{}</script>`;
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
}

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => { done = true; });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
  jest.useRealTimers();
});

describe('whenPageShown', () => {
  it('waits on a server-rendered page until it has loaded, then preloads the listed files', async () => {
    serverRenderedPageLoading();
    const shown = whenPageShown();
    expect(await settled(shown)).toBe(false);
    expect(preloads()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    await shown;
    expect(preloads()).toEqual(['fetch /remotes/catalog/mf-manifest.json', 'script /remotes/catalog/remoteEntry.js']);
  });

  it("starts at the visitor's first touch, before the pictures are in", async () => {
    serverRenderedPageLoading();
    const shown = whenPageShown();
    expect(await settled(shown)).toBe(false);
    document.body.querySelector('h1')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await shown;
    expect(preloads()).toHaveLength(2);
  });

  it('starts after three seconds however long the pictures take', async () => {
    jest.useFakeTimers();
    serverRenderedPageLoading();
    const shown = whenPageShown();
    jest.advanceTimersByTime(2_999);
    expect(await settled(shown)).toBe(false);
    jest.advanceTimersByTime(1);
    await shown;
    expect(preloads()).toHaveLength(2);
  });

  it('starts at once on a page rendered in the browser', async () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"></div>';
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    expect(await settled(whenPageShown())).toBe(true);
  });
});
