// CSS lint (decision 0034): colours come from the design tokens in apps/web/app/ui/tokens.css.
/** @type {import('stylelint').Config} */
export default {
  rules: {
    'color-no-hex': true,
    'color-named': 'never',
    'color-no-invalid-hex': true,
    // Radii come from the tokens too (--radius-xs … --radius-pill; issue 40).
    'declaration-property-value-disallowed-list': [
      { '/radius$/': ['/\\d+px/'] },
      { message: 'Use a --radius-* token from ui/tokens.css' },
    ],
  },
  overrides: [
    {
      // The tokens file is where colour values are written.
      files: ['apps/web/app/ui/tokens.css'],
      rules: { 'color-no-hex': null, 'color-named': null, 'declaration-property-value-disallowed-list': null },
    },
  ],
};
