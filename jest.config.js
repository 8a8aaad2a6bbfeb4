// One jest run for the whole workspace: node tests for the API and contracts,
// jsdom tests for the React packages. TypeScript goes through SWC (ts-jest does
// not work with TypeScript 7, and SWC is much faster on two cores).
const { REMOTES, SHELL } = require('./remotes.config.cjs');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  // marked ships ES modules and a UMD build; jest's CommonJS runtime takes the UMD one.
  moduleNameMapper: { '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js' },
};

module.exports = {
  // API test files each start a database and a server; on two busy cores that can pass jest's 5 s.
  testTimeout: 30_000,
  // Jest's default is one worker fewer than the cores: one, on this two-core machine.
  maxWorkers: '100%',
  projects: [
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/services', '<rootDir>/packages/contracts'],
      // One migrated database per run; each test file starts from a copy.
      globalSetup: '<rootDir>/services/test/support/migrated-template.ts',
      globalTeardown: '<rootDir>/services/test/support/migrated-template-teardown.ts',
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/packages/ui', ...[SHELL, ...REMOTES].map((registered) => `<rootDir>/${registered.package}`)],
      setupFilesAfterEnv: ['<rootDir>/jest.setup-web.ts'],
    },
  ],
};
