/**
 * Keeps zod off the pages that have no form. Each domain of the contracts
 * holds its zod schemas apart from its texts and constants, but nothing in a
 * file's name stops a screen, or a text module, from importing a schema: this
 * walks what the first visit of every page loads and fails when a page that
 * loads no form library reaches zod.
 *
 * The walk follows what the bundler keeps (rspack.shared.js):
 * - every page loads the shell's start (src/bootstrap.tsx, after its dynamic
 *   import) and the whole of @plotwise/ui, a shared singleton, which is never
 *   tree-shaken; then the remote's route tree and the page's own module;
 * - static imports only: an `import()` is a chunk of its own, loaded later
 *   (a page's lazy form dialog, the newsletter box's schema on submit);
 * - through a workspace package's entry binding by binding (`export *`
 *   barrels, `sideEffects: false`), so importing AUTH_TEXTS from
 *   '@plotwise/contracts' reaches accounts/texts.ts and not accounts/schemas.ts;
 * - a module that is reached brings everything it imports for a value
 *   (imports used only as types are erased, as SWC erases them).
 * A page "has a form" when its own module reaches formik, yup or
 * @plotwise/ui/forms.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../../../..');
const ENTRIES: Record<string, string> = {
  '@plotwise/contracts': 'packages/contracts/src/index.ts',
  '@plotwise/ui': 'packages/ui/src/index.ts',
  '@plotwise/ui/forms': 'packages/ui/src/forms/index.ts',
};
const FORM_LIBRARIES = ['formik', 'yup', '@plotwise/ui/forms'];
/** Forms that check their input with the API's own zod schema rather than a yup one. */
const ZOD_FORM_PAGES = new Set(['mf-admin/src/features/newsletter/newsletter-page.tsx']);

type Names = readonly string[] | '*';

interface Module {
  /** Imports of values: the module they name (or `pkg:name`) and which of its exports. */
  imports: { target: string; names: Names }[];
  /** `export … from`: passed through when asked for. `names` maps the outer name to the inner one. */
  reexports: { target: string; names: Map<string, string> | '*' }[];
  /** Names it declares and exports itself. */
  local: Set<string>;
  /** Only re-exports and types: nothing of its own is bundled. */
  barrel: boolean;
  /** Targets of its `import()` calls. */
  dynamic: string[];
}

const modules = new Map<string, Module>();

function resolve(from: string, specifier: string): string {
  const entry = ENTRIES[specifier];
  if (entry) return path.join(ROOT, entry);
  if (specifier.startsWith('@plotwise/contracts/')) return path.join(ROOT, 'packages/contracts/src', `${specifier.slice('@plotwise/contracts/'.length)}.ts`);
  if (!specifier.startsWith('.')) return `pkg:${specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')}`;
  const base = path.resolve(path.dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  if (!found) throw new Error(`${path.relative(ROOT, from)}: cannot resolve '${specifier}'`);
  return found;
}

/** The identifiers a file uses as values (outside types, interfaces and its import lines). */
function valueIdentifiers(source: ts.SourceFile): Set<string> {
  const used = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isHeritageClause(node) && node.token === ts.SyntaxKind.ImplementsKeyword) return;
    if (ts.isIdentifier(node)) used.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return used;
}

function parse(file: string): Module {
  const known = modules.get(file);
  if (known) return known;
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const used = valueIdentifiers(source);
  const module: Module = { imports: [], reexports: [], local: new Set(), barrel: true, dynamic: [] };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const target = resolve(file, (statement.moduleSpecifier as ts.StringLiteral).text);
      const clause = statement.importClause;
      if (!clause) module.imports.push({ target, names: '*' });
      else if (!clause.isTypeOnly) {
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) {
          if (used.has(bindings.name.text)) module.imports.push({ target, names: '*' });
        } else {
          const names = [
            ...(clause.name && used.has(clause.name.text) ? ['default'] : []),
            ...(bindings?.elements ?? []).filter((element) => !element.isTypeOnly && used.has(element.name.text)).map((element) => (element.propertyName ?? element.name).text),
          ];
          if (names.length > 0) module.imports.push({ target, names });
        }
      }
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      const target = resolve(file, (statement.moduleSpecifier as ts.StringLiteral).text);
      const clause = statement.exportClause;
      if (!clause) module.reexports.push({ target, names: '*' });
      else if (ts.isNamespaceExport(clause)) module.reexports.push({ target, names: new Map([[clause.name.text, '*']]) });
      else module.reexports.push({ target, names: new Map(clause.elements.filter((element) => !element.isTypeOnly).map((element) => [element.name.text, (element.propertyName ?? element.name).text])) });
    } else if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) {
      module.barrel = false;
      const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
      if (ts.isExportAssignment(statement)) module.local.add('default');
      else if (exported && ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) module.local.add(declaration.name.text);
      } else if (exported && (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name) {
        const isDefault = ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
        module.local.add(isDefault ? 'default' : statement.name.text);
      }
    }
  }
  const findDynamic = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) module.dynamic.push(resolve(file, specifier.text));
    }
    ts.forEachChild(node, findDynamic);
  };
  findDynamic(source);
  modules.set(file, module);
  return module;
}

function exportsName(file: string, name: string, seen = new Set<string>()): boolean {
  if (file.startsWith('pkg:') || seen.has(file)) return false;
  seen.add(file);
  const module = parse(file);
  return module.local.has(name) || module.reexports.some(({ target, names }) => (names === '*' ? exportsName(target, name, seen) : names.has(name)));
}

interface Reach {
  /** Packages reached, each with the chain of modules that led to it. */
  packages: Map<string, string[]>;
}

/** What a set of roots loads through static imports; each root brings the named exports of its module. */
function reach(roots: { file: string; names: Names }[]): Reach {
  const packages = new Map<string, string[]>();
  const included = new Map<string, string[]>();
  const asked = new Set<string>();
  const queue = roots.map((root) => ({ ...root, chain: [] as string[] }));
  while (queue.length > 0) {
    const { file, names, chain } = queue.shift()!;
    if (file.startsWith('pkg:')) {
      const name = file.slice('pkg:'.length);
      if (!packages.has(name)) packages.set(name, chain);
      continue;
    }
    const key = `${file} ${names === '*' ? '*' : names.join(',')}`;
    if (asked.has(key)) continue;
    asked.add(key);
    const module = parse(file);
    const here = [...chain, path.relative(ROOT, file) + (names === '*' ? '' : ` (${names.join(', ')})`)];
    if (!module.barrel && !included.has(file)) {
      included.set(file, here);
      for (const edge of module.imports) queue.push({ file: edge.target, names: edge.names, chain: here });
    }
    for (const { target, names: passed } of module.reexports) {
      if (passed === '*') {
        const wanted = names === '*' ? '*' : names.filter((name) => !module.local.has(name) && exportsName(target, name));
        if (wanted === '*' || wanted.length > 0) queue.push({ file: target, names: wanted, chain: here });
      } else {
        const inner = [...passed].filter(([outer]) => names === '*' || names.includes(outer)).map(([, name]) => name);
        if (inner.includes('*')) queue.push({ file: target, names: '*', chain: here });
        else if (inner.length > 0) queue.push({ file: target, names: inner, chain: here });
      }
    }
  }
  return { packages };
}

const every = (file: string) => ({ file: path.join(ROOT, file), names: '*' as const });

/** What every page loads before its remote: the shell's start and the whole shared @plotwise/ui. */
const SHELL = [every('shell/src/bootstrap.tsx'), every(ENTRIES['@plotwise/ui']!)];

/** Each remote's pages: what its route tree imports, statically (shipped with the tree) or lazily (a chunk each). */
const PAGES = fs
  .readdirSync(ROOT)
  .filter((name) => name.startsWith('mf-') && fs.existsSync(path.join(ROOT, name, 'src/routes.tsx')))
  .flatMap((remote) => {
    const routes = path.join(ROOT, remote, 'src/routes.tsx');
    const tree = parse(routes);
    const pages = new Set([...tree.imports.map((edge) => edge.target).filter((target) => !target.startsWith('pkg:') && !target.startsWith(path.join(ROOT, 'packages'))), ...tree.dynamic]);
    return [...pages].map((page) => ({ remote, routes, page: path.relative(ROOT, page) }));
  });

const hasForm = (result: Reach) => FORM_LIBRARIES.some((library) => result.packages.has(library));
const via = (result: Reach, name: string) => [name, ...[...result.packages.get(name)!].reverse()].join('\n  <- ');

describe('zod stays off pages without a form', () => {
  it('finds the pages of every remote', () => {
    expect(PAGES.map(({ page }) => page)).toEqual(
      expect.arrayContaining(['mf-catalog/src/features/home/home-page.tsx', 'mf-accounts/src/features/dashboard/dashboard-page.tsx', 'mf-admin/src/features/users/users-page.tsx', 'mf-tools/src/features/about/about-page.tsx']),
    );
  });

  it('follows the contracts binding by binding: texts carry no zod, schemas do', () => {
    const contracts = path.join(ROOT, ENTRIES['@plotwise/contracts']!);
    expect(reach([{ file: contracts, names: ['AUTH_TEXTS', 'ACCOUNT_LIMITS', 'PROJECT_TYPE_LABELS'] }]).packages.has('zod')).toBe(false);
    expect(reach([{ file: contracts, names: ['registerPayloadSchema'] }]).packages.has('zod')).toBe(true);
    // A form loaded on use (the SMS alerts popover checks its code with smsCodeSchema) does reach it.
    expect(reach([every('mf-tools/src/features/sms-alerts/components/sms-alerts-panel.tsx')]).packages.has('zod')).toBe(true);
  });

  it('the shell and the shared @plotwise/ui, on every page, carry no zod', () => {
    const result = reach(SHELL);
    expect(result.packages.has('zod') ? `zod reached: ${via(result, 'zod')}` : 'no zod').toBe('no zod');
  });

  it.each(PAGES)('$page carries zod only if it has a form', ({ routes, page }) => {
    const own = reach([every(page)]);
    if (hasForm(own) || ZOD_FORM_PAGES.has(page)) return;
    const result = reach([...SHELL, { file: routes, names: '*' }, every(page)]);
    expect(result.packages.has('zod') ? `zod reached: ${via(result, 'zod')}` : 'no zod').toBe('no zod');
  });
});
