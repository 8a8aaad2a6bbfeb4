import { SharedRenders } from '../shared-renders';

describe('renders in flight', () => {
  it('are shared by the visitors asking for the same page at the same count of changes', async () => {
    const renders = new SharedRenders<string>();
    let started = 0;
    let finish!: (html: string) => void;
    const start = () => {
      started += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = renders.join('/a', 0, start);
    const second = renders.join('/a', 0, start);
    expect(started).toBe(1);
    finish('page');
    expect(await Promise.all([first, second])).toEqual(['page', 'page']);
  });

  it('are not shared across a change, nor across pages, nor once ended', async () => {
    const renders = new SharedRenders<number>();
    let started = 0;
    const start = () => Promise.resolve((started += 1));
    const before = renders.join('/a', 0, start);
    const after = renders.join('/a', 1, start);
    const other = renders.join('/b', 1, start);
    expect(await Promise.all([before, after, other])).toEqual([1, 2, 3]);
    expect(await renders.join('/a', 1, start)).toBe(4);
  });
});
