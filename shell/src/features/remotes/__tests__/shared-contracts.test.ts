import { createInstance } from '@module-federation/enhanced/runtime';
import { SharedVersionMismatch, sharedContractsPlugin, takeSharedMismatch } from '../shared-contracts';

/** The real federation runtime, as a remote's container asks the page for a shared singleton. */
function shellProviding(version: string) {
  const federation = createInstance({
    name: 'shell',
    remotes: [],
    shared: { '@plotwise/ui': { version, lib: () => ({ version }), shareConfig: { singleton: true, requiredVersion: `^${version}` } } },
    plugins: [sharedContractsPlugin],
  });
  const askedBy = (from: string, requiredVersion: string) =>
    federation.loadShare<{ version: string }>('@plotwise/ui', { customShareInfo: { from, shareConfig: { singleton: true, requiredVersion } } });
  return { askedBy };
}

describe('shared-library contracts at run time', () => {
  it('fails a container needing a newer singleton than the page has, naming both sides', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { askedBy } = shellProviding('1.2.0');
    const failure = await Promise.resolve(askedBy('mf_tools', '^1.3.0')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SharedVersionMismatch);
    expect(failure).toMatchObject({
      message: 'mf_tools requires @plotwise/ui ^1.3.0; shell provides 1.2.0',
      library: '@plotwise/ui',
      requiredBy: 'mf_tools',
      requiredVersion: '^1.3.0',
      providedBy: 'shell',
      providedVersion: '1.2.0',
    });
    // Kept for the remote's loader, which the runtime's chunk loader would otherwise leave without it.
    expect(takeSharedMismatch('mf_tools')).toBe(failure);
    expect(takeSharedMismatch('mf_tools')).toBeUndefined();
    warn.mockRestore();
  });

  it('hands over the singleton when its version is in range', async () => {
    const { askedBy } = shellProviding('1.3.2');
    const factory = await askedBy('mf_tools', '^1.3.0');
    expect(factory && (factory as () => { version: string })().version).toBe('1.3.2');
  });
});
