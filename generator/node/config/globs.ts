/** Docusaurus's `GlobExcludeDefault` (@docusaurus/utils): the files its content plugins leave out unless told otherwise. */
export const GLOB_EXCLUDE_DEFAULT = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];
