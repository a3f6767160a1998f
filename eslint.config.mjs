import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const WEB_SOURCES = ['mf-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'packages/web-kit/src/**/*.{ts,tsx}'];
const WEB_TEST_FILES = ['**/testing/**', '**/*.spec.{ts,tsx}'];
const API_TYPE_NAMED = {
  selector:
    'TSTypeAliasDeclaration[id.name=/(Dto|DTO|Response|Request|Payload|Answer)$/], TSInterfaceDeclaration[id.name=/(Dto|DTO|Response|Request|Payload|Answer)$/]',
  message:
    "An API request or answer type comes from @sb/contracts (z.infer of its schema), not from the web app's code.",
};
const API_TYPE_INLINE = {
  selector:
    'CallExpression[callee.name=/^(apiRequest|apiAction|getJson|useQuery|useSuspenseQuery|useMutation)$/] > TSTypeParameterInstantiation TSTypeLiteral',
  message: "An API answer's type comes from @sb/contracts (z.infer of its schema), not from an inline object type.",
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', 'data/**', 'test-artifacts/**', '**/coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        setImmediate: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        fetch: 'readonly',
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        __dirname: 'readonly',
        require: 'readonly',
        module: 'writable',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // The web apps take the API's shapes (requests, answers, DTOs) from @sb/contracts, whose types are z.infer of
    // the schemas the servers and the OpenAPI document use: a type declared here under such a name could drift from
    // what the server sends. Test fakes are not API shapes.
    files: WEB_SOURCES,
    ignores: WEB_TEST_FILES,
    rules: { 'no-restricted-syntax': ['error', API_TYPE_NAMED, API_TYPE_INLINE] },
  },
  {
    // The *-types.ts files name the API's shapes by re-exporting @sb/contracts, never by declaring them.
    files: ['mf-*/src/**/*-types.ts', 'shell/src/**/*-types.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        API_TYPE_NAMED,
        API_TYPE_INLINE,
        {
          selector: 'TSTypeAliasDeclaration > TSTypeLiteral, TSInterfaceDeclaration',
          message: 'API shapes are declared in @sb/contracts: re-export the type from there.',
        },
      ],
    },
  },
);
