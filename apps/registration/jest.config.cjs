// Build-time constants of vite.config.ts, with a test brand so no test passes by a hard-coded one.
module.exports = {
  ...require('@site/jest-presets/jsdom.cjs'),
  // The build's plugins (vite/) are tested beside them, in Node (`@jest-environment node`).
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/vite/**/*.test.ts'],
  moduleNameMapper: {
    '/catalogues$': '<rootDir>/src/i18n/testing/uncompiledCatalogues.ts',
    '\\.svg\\?no-inline$': '<rootDir>/src/testing/assetUrl.ts',
    '^@site-marks/.*$': '<rootDir>/src/testing/assetUrl.ts',
  },
  globals: {
    __FOOTER_LINKS__: { certification: 'https://certifier.test/us', partner: null },
    __SITE_CONFIG__: {
      brand: 'Moss',
      partnerBank: 'Fern Bank SE',
      siteUrl: 'https://www.moss.example',
      registrationUrl: 'https://open.moss.example',
      supportSiteUrl: 'https://help.moss.example',
      contactEmail: 'hello@moss.example',
      appStoreUrl: 'https://apps.apple.com/app/id1',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=moss',
    },
    __STRICT_I18N__: true,
    __API_CONFIG__: { baseUrl: '/api', timeoutMs: 1000 },
    // Read by the components under unit test: attribution, and Turnstile's and Freshchat's ids (none here).
    __CONSENT_CONFIG__: {
      vendors: { CLOUDFLARE: { host: 'https://challenges.cloudflare.com' }, FRESHCHAT: { host: 'https://wchat.freshchat.com' } },
      bugsnag: {},
      attribution: { host: 'https://attribution.test', tracker: 'abc123', campaign: 'Direct_Web_Reg', adgroupPrefix: '' },
    },
    __APP_QR_CODES__: {
      'de-DE': 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E%3C!--de--%3E',
      'en-EU': 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E%3C!--en--%3E',
    },
    __LARGE_SCREEN_QUERY__: '(min-width: 75rem)',
    __E2E_HOOKS__: false,
    // The slugs of src/i18n/testing/testPlans.ts.
    __PLAN_SLUGS__: ['seed', 'evergreen-plus'],
  },
};
