import { contractOf, unmetRequirements } from '../contracts';

/** The semver check a promote and CI make: each requirement against what the shell provides. */
describe('unmetRequirements', () => {
  const shell = { react: '19.3.1', '@plotwise/ui': '1.2.0', 'styled-components': '6.6.0' };

  it('accepts versions every range allows', () => {
    expect(unmetRequirements('mf-tools 1a2b3c', { react: '^19.2.0', '@plotwise/ui': '^1.2.0', 'styled-components': '^6.1.0' }, shell)).toEqual([]);
  });

  it('names both sides of each requirement the shell does not meet', () => {
    expect(unmetRequirements('mf-tools 1a2b3c', { '@plotwise/ui': '^1.3.0', react: '^99', 'react-dom': '^19.2.0' }, shell)).toEqual([
      'mf-tools 1a2b3c requires @plotwise/ui ^1.3.0; the live shell provides 1.2.0',
      'mf-tools 1a2b3c requires react ^99; the live shell provides 19.3.1',
      'mf-tools 1a2b3c requires react-dom ^19.2.0; the live shell provides none',
    ]);
  });

  it('refuses a remote built against @plotwise/ui 1.1.0 on a shell still providing 1.0.0, and accepts the reverse', () => {
    expect(unmetRequirements('mf-catalog 9f8e7d', { '@plotwise/ui': '^1.1.0' }, { '@plotwise/ui': '1.0.0' })).toEqual([
      'mf-catalog 9f8e7d requires @plotwise/ui ^1.1.0; the live shell provides 1.0.0',
    ]);
    expect(unmetRequirements('mf-catalog 1a2b3c', { '@plotwise/ui': '^1.0.0' }, { '@plotwise/ui': '1.1.0' })).toEqual([]);
  });
});

describe('contractOf', () => {
  it('reads ranges and versions from a federation manifest, and refuses a library with no range', () => {
    expect(contractOf([{ name: 'react', version: '19.3.1', requiredVersion: '^19.2.0' }], 'mf-tools')).toEqual({ requires: { react: '^19.2.0' }, provides: { react: '19.3.1' } });
    expect(() => contractOf([{ name: '@plotwise/ui', version: '1.0.0', requiredVersion: false }], 'mf-tools')).toThrow('mf-tools shares @plotwise/ui with no version range it requires');
  });
});
