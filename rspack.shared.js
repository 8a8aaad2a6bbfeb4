// The one place that says how a Plotwise front-end package is built: the
// shared-singleton table every container must agree on, and the helper each
// package's rspack.config.js calls. A remote built with another table would
// load a second React, a second router or a second store, so nobody copies it.
const path = require('node:path');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

const rootPackage = require('./package.json');
const { SHELL, remoteByPackage } = require('./remotes.config.cjs');

/** Version range of a dependency as the installing workspace declares it. */
function versionOf(name, packageDir) {
  const own = require(path.join(packageDir, 'package.json'));
  return (own.dependencies && own.dependencies[name]) || (rootPackage.dependencies || {})[name] || false;
}

/** Libraries that must exist once on a page: every container shares them as singletons. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'styled-components',
  '@plotwise/ui',
];
// react-router-dom, @tanstack/react-query and react-redux (the libraries whose React context
// must be one per page) are single instances through @plotwise/ui, which re-exports the part
// the site uses (packages/ui/src/router.ts, data/query.ts, data/store-hooks.ts) and holds the
// one store (@reduxjs/toolkit) and QueryClient. A shared package cannot be tree-shaken: the whole
// router is several times the size of the part the site calls.
// @plotwise/contracts (zod schemas, texts, constants) holds no state, so it is not shared:
// each container bundles only the parts it uses, which keeps zod off pages without forms,
// and a remote built against newer contracts never runs against the shell's older copy.

/** The version of a library installed for a package: what its build bundles and provides. */
function installedVersionOf(name, packageDir) {
  return require(require.resolve(`${name}/package.json`, { paths: [packageDir] })).version;
}

/**
 * Each entry says what the build bundles (`version`) and what it needs from
 * whoever provides the singleton (`requiredVersion`); the federation manifest
 * records both, and a release's contract is read from it. @plotwise/ui adds a
 * minor version with every new export, so a build needs at least its own copy's.
 */
function sharedTable(packageDir) {
  const table = {};
  for (const name of SINGLETONS) {
    const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const version = installedVersionOf(base, packageDir);
    table[name] = {
      singleton: true,
      version,
      requiredVersion: base.startsWith('@plotwise/') ? `^${version}` : versionOf(base, packageDir),
    };
  }
  return table;
}

/**
 * Builds a package's rspack configuration: its federation name, and whether
 * it has a Node.js build for server rendering, come from the registry
 * (remotes.config.cjs) by its folder's name.
 *
 * @param {object} options
 * @param {string} options.dir        the package folder (__dirname of its config)
 * @param {Record<string,string>} [options.exposes]  modules a remote exposes
 * @param {string} [options.title]    the shell's document title (its index.html)
 * @param {string} [options.serverEntry]  the shell's render entry for the server (dist/ssr/server.js)
 */
function createFederatedConfig({ dir, exposes = {}, title, serverEntry }) {
  const { name, host, server } = registeredPackage(dir, serverEntry);
  const production = process.env.NODE_ENV === 'production' || process.argv.includes('production');
  const buildVersion = buildVersionOf(dir);
  const outDir = outputDirOf(dir);

  const web = {
    name: 'web',
    context: dir,
    mode: production ? 'production' : 'development',
    // Production maps are written beside the bundles for error tooling, without the
    // sourceMappingURL comment unless PUBLIC_SOURCE_MAPS=true (the server hands
    // them out only then).
    devtool: production ? (process.env.PUBLIC_SOURCE_MAPS === 'true' ? 'source-map' : 'hidden-source-map') : 'eval-cheap-module-source-map',
    // A remote's only entry is its container (remoteEntry.js): it is always shown inside the shell.
    entry: host ? { main: './src/index.ts' } : {},
    output: {
      path: outDir,
      // The host sits at the site's root: with 'auto' a deep link such as
      // /listings/12 would look for chunks under /listings/. Remotes are served
      // from wherever remotes.json says, so they resolve their own folder.
      publicPath: host ? '/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: name,
      // dist/ssr is the Node.js build's, made just before this one.
      clean: server ? { keep: (file) => path.relative(path.join(outDir, 'ssr'), file).split(path.sep)[0] !== '..' } : true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: federationRuntimeModules() },
    module: {
      rules: [
        scriptRule(production, 'es2020', host),
        { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset/resource' },
        // `import css from 'x.css?raw'`: a stylesheet as text, put on the page by the code that needs it (the maps).
        { resourceQuery: /raw/, type: 'asset/source' },
      ],
    },
    plugins: [
      ...(server && !host ? [new SsrManifestPlugin()] : []),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        // The shell registers remotes at run time from /remotes.json; no build knows a URL.
        remotes: {},
        shared: sharedTable(dir),
        // 'version-first' fetches every registered remote's entry at start-up to compare
        // versions; 'loaded-first' uses what is already loaded, so a remote loads on use.
        shareStrategy: 'loaded-first',
        manifest: true,
        // Type generation works offline but costs seconds a build; contracts are shared as source.
        dts: false,
        experiments: {
          // Browser only: the runtime drops its Node.js code paths.
          optimization: { target: 'web' },
          // One federation runtime per page: the shell provides it and the remotes' production
          // entries use it instead of carrying their own copy each. A development
          // build keeps its own: a team's dev server composes it with whichever shell build is running.
          ...(host ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
        },
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        // Which build of a package is on the page, for support and for the redeploy test.
        'process.env.PLOTWISE_RELEASE': JSON.stringify(process.env.PLOTWISE_RELEASE || `${name}@${require(path.join(dir, 'package.json')).version}`),
      }),
      ...(host
        ? [new rspack.HtmlRspackPlugin({
          template: path.join(__dirname, 'shell', 'index.html'),
          title,
          templateParameters: { title },
          inject: 'body',
          scriptLoading: 'defer',
        })]
        : []),
    ],
    optimization: {
      minimize: production,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  if (!server) return web;
  // Built first, so the web build's manifest step finds dist/ssr complete.
  web.dependencies = ['node'];
  return [createServerConfig({ dir, outDir, name, exposes, host, production, buildVersion, entry: server.entry }), web];
}

/**
 * The registry's facts about the package in `dir`: the shell is the host, and
 * has a Node.js build when given its render entry; a remote has one when it is
 * server-rendered (its exposes are built for Node.js too).
 */
function registeredPackage(dir, serverEntry) {
  const folder = path.basename(dir);
  if (folder === SHELL.package) return { name: SHELL.name, host: true, server: serverEntry ? { entry: serverEntry } : null };
  const remote = remoteByPackage(folder);
  if (!remote) throw new Error(`${folder} is not in remotes.config.cjs: add it there to build it.`);
  return { name: remote.name, host: false, server: remote.serverRendered ? { entry: null } : null };
}

/**
 * rspack's federation plugin imports its runtime by the CommonJS file Node.js
 * resolves, and CommonJS cannot be tree-shaken. Pointing those files at the
 * same packages' ES module builds lets the page carry only what it calls.
 */
function federationRuntimeModules() {
  const alias = {};
  const packages = ['webpack-bundler-runtime', 'runtime', 'runtime-core', 'runtime-tools', 'sdk', 'error-codes'];
  for (const name of packages.map((bare) => `@module-federation/${bare}`)) {
    const commonJs = require.resolve(name);
    const packageDir = commonJs.slice(0, commonJs.lastIndexOf(`${path.sep}dist${path.sep}`));
    const { exports } = JSON.parse(require('node:fs').readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    const esModule = path.join(packageDir, exports['.'].import.default);
    alias[`${commonJs}$`] = esModule;
    alias[`${name}$`] = esModule;
  }
  return alias;
}

/**
 * Where a package's build goes: its dist folder, or PLOTWISE_OUTPUT_DIR when a
 * deploy (or a test) builds one package straight into another site's folder.
 */
function outputDirOf(dir) {
  return process.env.PLOTWISE_OUTPUT_DIR ? path.resolve(process.env.PLOTWISE_OUTPUT_DIR) : path.join(dir, 'dist');
}

/**
 * The build's own version, in its manifest's `buildInfo.buildVersion`: the
 * server's federation runtime keeps one container per `name:version`, so a
 * rebuilt remote must not reuse the version of the one it replaces (the
 * server re-registers a remote when this changes). MF_BUILD_VERSION wins.
 */
function buildVersionOf(dir) {
  if (!process.env.MF_BUILD_VERSION) {
    const { version } = require(path.join(dir, 'package.json'));
    process.env.MF_BUILD_VERSION = `${version}+${Date.now().toString(36)}`;
  }
  return process.env.MF_BUILD_VERSION;
}

/** The project's own TypeScript and JavaScript, compiled by swc for `target` (`host`: the shell's build). */
function scriptRule(production, target, host) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: swcOptions(production, target, host),
    type: 'javascript/auto',
  };
}

/**
 * swc for every build. The styled-components plugin names each component from
 * its file and position, not from a per-process counter: the server's classes
 * then match the browser's, whichever remote was loaded first or rebuilt since.
 */
function swcOptions(production, target, host) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      // React's development JSX (react/jsx-dev-runtime) needs React's development build. The
      // host provides React, so a remote's development build, which a dev server composes
      // with whichever shell build is running, compiles JSX for either.
      transform: { react: { runtime: 'automatic', development: !production && host } },
      target,
      experimental: {
        // One compiled copy of the plugin for every package, outside the source tree.
        cacheRoot: path.join(__dirname, 'node_modules', '.cache', 'swc'),
        plugins: [[require.resolve('@swc/plugin-styled-components'), { ssr: true, displayName: !production, fileName: false }]],
      },
    },
  };
}

/**
 * The Node.js build of a package (dist/ssr), for server rendering. A remote's
 * exposes the same modules as its web build; the shell's is the render entry
 * the API server loads. Shared libraries are bundled, not external: the
 * federation runtime shares them between shell and remotes as in the browser.
 */
function createServerConfig({ dir, outDir, name, exposes, host, production, buildVersion, entry }) {
  return {
    name: 'node',
    context: dir,
    target: 'async-node',
    mode: production ? 'production' : 'development',
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    entry: host ? { server: entry } : {},
    output: {
      path: path.join(outDir, 'ssr'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: `${name}_ssr`,
      clean: true,
      ...(host ? { library: { type: 'commonjs2' } } : {}),
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        scriptRule(production, 'es2022', host),
        // Images are the web build's: the server only needs their URLs.
        { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset/resource', generator: { emit: false } },
        { resourceQuery: /raw/, type: 'asset/source' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        remoteType: 'script',
        library: { type: 'commonjs-module', name },
        shared: sharedTable(dir),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        'process.env.PLOTWISE_RELEASE': JSON.stringify(process.env.PLOTWISE_RELEASE || `${name}@${require(path.join(dir, 'package.json')).version}`),
        'process.env.MF_BUILD_VERSION': JSON.stringify(buildVersion),
      }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Writes the Node.js entry into the web build's mf-manifest.json
 * (`metaData.ssrRemoteEntry`), so the server's federation runtime finds it from
 * the same manifest URL the browser uses: the remotes list stays one list.
 */
class SsrManifestPlugin {
  apply(compiler) {
    // Through the compiler's own file system: a dev server's build is in memory, not in dist/.
    compiler.hooks.afterEmit.tapAsync('SsrManifestPlugin', (_compilation, done) => {
      const fs = compiler.outputFileSystem;
      const file = path.join(compiler.options.output.path, 'mf-manifest.json');
      fs.readFile(file, (readError, content) => {
        if (readError) return done();
        const manifest = JSON.parse(String(content));
        manifest.metaData.ssrRemoteEntry = { path: 'ssr', name: 'remoteEntry.js', type: 'commonjs-module' };
        fs.writeFile(file, JSON.stringify(manifest, null, 2), done);
      });
    });
  }
}

module.exports = { createFederatedConfig, SINGLETONS, sharedTable };
