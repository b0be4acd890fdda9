/** Two suites: components and the API layer in jsdom, the contract backend in node. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
  },
];

module.exports = {
  // No test measures time; on a busy 2-core machine a screen test can need more than 5 s.
  testTimeout: 20_000,
  // One process for every suite outgrows the heap (jsdom and module registries pile up): each
  // worker is replaced once it holds more than this after a test file.
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      displayName: 'unit',
      testEnvironment: '<rootDir>/src/testing/jsdomEnvironment.js',
      roots: ['<rootDir>/src', '<rootDir>/host-shim'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(dompurify)/)'],
      moduleNameMapper: {
        // Stylesheets first, so that an `@/…scss` import is stubbed rather than resolved.
        '\\.(css|scss)$': '<rootDir>/src/testing/styleStub.js',
        '^@/(.*)$': '<rootDir>/src/$1',
        // axios's Node build, whose http adapter nock intercepts plainly (no CORS preflight).
        '^axios$': '<rootDir>/node_modules/axios/dist/node/axios.cjs',
        '^ckeditor5$': '<rootDir>/src/testing/ckeditorDouble.tsx',
        '^@ckeditor/ckeditor5-react$': '<rootDir>/src/testing/ckeditorDouble.tsx',
      },
      setupFilesAfterEnv: ['<rootDir>/src/testing/setup.ts'],
    },
    {
      displayName: 'backend',
      testEnvironment: 'node',
      roots: ['<rootDir>/mocks', '<rootDir>/scripts', '<rootDir>/eslint-rules'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // fastify's inject and @fastify/static, and file-type, require these ES-module-only packages.
      transformIgnorePatterns: [
        '/node_modules/(?!(cookie|content-disposition|file-type|strtok3|token-types|@tokenizer|@borewit|uint8array-extras)/)',
      ],
    },
  ],
};
