import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { invalidateByPrefix } from '../query';

/** A list read whose answers the test releases one at a time, in order. */
function deferredReads() {
  const pending: ((rows: string[]) => void)[] = [];
  const read = () => new Promise<string[]>((resolve) => pending.push(resolve));
  return { read, pending };
}

describe('invalidateByPrefix', () => {
  it('does not keep a first read that was answered before the change', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { read, pending } = deferredReads();
    const observer = new QueryObserver<string[]>(client, { queryKey: ['/api/admin/projects?search=doomed'], queryFn: read });
    const seen: (string[] | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));

    await Promise.resolve();
    expect(pending).toHaveLength(1); // the first read is in flight, with nothing on screen yet

    // The project is deleted meanwhile, and the hub invalidates its reads.
    const invalidated = invalidateByPrefix(client, ['/api/admin/projects']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    pending[0]!(['Doomed Project']); // the old answer arrives late
    expect(pending).toHaveLength(2);
    pending[1]!([]);
    await invalidated;

    expect(observer.getCurrentResult().data).toEqual([]);
    expect(seen).not.toContainEqual(['Doomed Project']);
    unsubscribe();
    client.clear();
  });

  it('leaves reads under other paths alone', async () => {
    const client = new QueryClient();
    client.setQueryData(['/api/blog'], ['post']);
    await invalidateByPrefix(client, ['/api/admin/projects']);
    expect(client.getQueryState(['/api/blog'])?.isInvalidated).toBe(false);
  });
});
