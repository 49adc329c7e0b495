import js from "@eslint/js"
import tseslint from "typescript-eslint"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import jsxA11y from "eslint-plugin-jsx-a11y"
import globals from "globals"

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "node_modules/",
      "src/gatsby-types.d.ts",
      "test-results/",
      "bench-results/",
      ".wrangler/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node, Queries: "readonly" } },
    settings: { react: { version: "18" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-require-imports": "off",
    },
  },
  {
    // A link between the site's pages stays in the page's language: src/components/ui/link.tsx.
    files: ["src/**/*.tsx"],
    ignores: ["src/components/ui/link.tsx", "src/cms/editor/site-shims/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "gatsby",
              importNames: ["Link", "navigate"],
              message: "Use Link from src/components/ui/link.tsx, which keeps the page's language.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["__tests__/**", "__mocks__/**", "loadershim.js", "jest.setup.ts", "e2e/**", "e2e-engines/**"],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true, argsIgnorePattern: "^_" }],
    },
  },
)
