import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The router, the query cache and the Redux bindings hold React context: a second
// copy on the page would split the site into worlds that do not see each other.
// They reach the shell and every remote only through @plotwise/ui (the shared
// singleton that re-exports them), so no other package may import them directly.
const CONTEXT_LIBRARIES = ['react-router-dom', 'react-router', '@tanstack/react-query', 'react-redux'];
const root = path.resolve(__dirname, '..', '..', '..', '..');
const FRONT_ENDS = ['shell', 'mf-catalog', 'mf-tools', 'mf-accounts', 'mf-admin'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => path.join(dir, file));
}

describe('single instances of the context libraries', () => {
  it('no front-end package imports them except through @plotwise/ui', () => {
    const offenders: string[] = [];
    for (const name of FRONT_ENDS) {
      for (const file of sourceFiles(path.join(root, name, 'src'))) {
        const source = readFileSync(file, 'utf8');
        for (const library of CONTEXT_LIBRARIES) {
          if (new RegExp(`from '${library.replace('/', '\\/')}'`).test(source)) offenders.push(`${path.relative(root, file)} imports ${library}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
