import { KeyedQueue } from '../keyed-queue';

describe('KeyedQueue', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('runs work on one key one at a time, and work on other keys alongside', async () => {
    const queue = new KeyedQueue();
    let running = 0;
    let most = 0;
    const log: string[] = [];
    const work = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      log.push(name);
      running -= 1;
    };
    await Promise.all([queue.run(['a'], work('a1')), queue.run(['a', 'b'], work('ab')), queue.run(['a'], work('a2')), queue.run(['c'], work('c'))]);
    expect(log.filter((name) => name !== 'c')).toEqual(['a1', 'ab', 'a2']);
    expect(most).toBe(2);
  });

  it('lets the next work go when one throws', async () => {
    const queue = new KeyedQueue();
    await expect(queue.run(['a'], () => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    await expect(queue.run(['a'], async () => 'next')).resolves.toBe('next');
  });
});
