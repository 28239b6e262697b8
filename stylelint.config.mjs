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
    // Breakpoints (decision 0067): @media cannot read var(), so a query writes one of the widths
    // named in ui/tokens.css (--bp-*), and nothing else.
    'media-feature-name-value-allowed-list': {
      'max-width': ['480px', '560px', '640px', '760px', '899px', '900px', '1000px', '1240px'],
      'min-width': ['900px', '1024px', '1241px'],
    },
  },
  overrides: [
    {
      // The tokens file is where colour values are written.
      files: ['apps/web/app/ui/tokens.css'],
      rules: { 'color-no-hex': null, 'color-named': null, 'declaration-property-value-disallowed-list': null },
    },
  ],
};
