// Whose code a page's scripts are: each file's bytes are given to the package
// they came from through the file's source map, then each owner's bytes are
// gzipped together ('runtime': the federation runtime and the bundler's glue).
// The libraries' share is the floor no change to Plotwise's own code can go
// under; the rest is what splitting our own code can save.
import { gzipSync } from 'node:zlib';

/** Owners in the order printed; a library not named here counts as 'other libraries'. */
export const OWNERS = ['react', 'react-dom', 'router', 'react-query', 'redux', 'styled-components', 'forms', 'runtime', 'other libraries', 'Plotwise'] as const;
export type Owner = (typeof OWNERS)[number];

const LIBRARIES: Record<string, Owner> = {
  react: 'react',
  'react-dom': 'react-dom',
  scheduler: 'react-dom',
  'react-router': 'router',
  'react-router-dom': 'router',
  '@remix-run/router': 'router',
  '@tanstack/query-core': 'react-query',
  '@tanstack/react-query': 'react-query',
  redux: 'redux',
  'react-redux': 'redux',
  '@reduxjs/toolkit': 'redux',
  immer: 'redux',
  reselect: 'redux',
  'redux-thunk': 'redux',
  'use-sync-external-store': 'redux',
  'styled-components': 'styled-components',
  stylis: 'styled-components',
  '@emotion/is-prop-valid': 'styled-components',
  '@emotion/memoize': 'styled-components',
  '@emotion/unitless': 'styled-components',
  shallowequal: 'styled-components',
  formik: 'forms',
  yup: 'forms',
  zod: 'forms',
  'react-fast-compare': 'forms',
  'tiny-warning': 'forms',
  'hoist-non-react-statics': 'forms',
  'lodash-es': 'forms',
  lodash: 'forms',
  'property-expr': 'forms',
  tslib: 'other libraries',
};

/** The owner of one source file as the bundler names it (webpack://shell/../node_modules/react/index.js). */
export function ownerOf(source: string | undefined): Owner {
  if (!source) return 'runtime';
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return source.includes('webpack/runtime') ? 'runtime' : 'Plotwise';
  const parts = source.slice(at + 'node_modules/'.length).split('/');
  const name = parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  if (name.startsWith('@module-federation/')) return 'runtime';
  return LIBRARIES[name] ?? 'other libraries';
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes a source map's `mappings`: per generated line, [column, source index] of each segment. */
function decodeMappings(mappings: string): [number, number | undefined][][] {
  const lines: [number, number | undefined][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number | undefined][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) { shift += 5; continue; }
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
      column += fields[0]!;
      if (fields.length > 1) source += fields[1]!;
      segments.push([column, fields.length > 1 ? source : undefined]);
    }
    lines.push(segments);
  }
  return lines;
}

/** A script's text split by owner, through its source map (`null`: no map, all of it unknown). */
export function splitByOwner(code: string, map: { sources: string[]; mappings: string } | null): Map<Owner, string> {
  const parts = new Map<Owner, string[]>();
  const add = (owner: Owner, text: string) => { if (text) (parts.get(owner) ?? parts.set(owner, []).get(owner)!).push(text); };
  if (!map) { add('other libraries', code); return joined(parts); }
  const mapped = decodeMappings(map.mappings);
  code.split('\n').forEach((line, index) => {
    const segments = mapped[index] ?? [];
    // Text before the first mapped column, and segments without a source, are the bundler's glue.
    add('runtime', line.slice(0, segments[0]?.[0] ?? line.length));
    segments.forEach(([column, source], at) => {
      const end = segments[at + 1]?.[0] ?? line.length;
      add(source === undefined ? 'runtime' : ownerOf(map.sources[source]), line.slice(column, end));
    });
  });
  return joined(parts);
}

function joined(parts: Map<Owner, string[]>): Map<Owner, string> {
  return new Map([...parts].map(([owner, texts]) => [owner, texts.join('\n')]));
}

/** Gzip bytes per owner of a page's scripts, each owner's code compressed on its own. */
export function gzipByOwner(scripts: { code: string; map: { sources: string[]; mappings: string } | null }[]): Record<Owner, number> {
  const texts = new Map<Owner, string[]>();
  for (const script of scripts) {
    for (const [owner, text] of splitByOwner(script.code, script.map)) (texts.get(owner) ?? texts.set(owner, []).get(owner)!).push(text);
  }
  const bytes = Object.fromEntries(OWNERS.map((owner) => [owner, 0])) as Record<Owner, number>;
  for (const [owner, parts] of texts) bytes[owner] = gzipSync(parts.join('\n')).length;
  return bytes;
}
