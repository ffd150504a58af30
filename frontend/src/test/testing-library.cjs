// findBy*/waitFor give up after 1 s by default. Page specs wait for React Query and MUI transitions; on a busy
// two-core machine that can take longer without anything being wrong, so they wait up to 5 s (a real failure
// still fails, only later).
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });

// jest reads `testTimeout` only from the top-level configuration: run through the root jest.config.js
// (`npm test`), frontend/jest.config.cjs's 20 s never applied and a page spec on a busy machine failed at
// 5 s. Set here, it holds however the specs are run.
jest.setTimeout(20_000);

// The interface's texts (src/i18n/i18n.ts), which the app's entries load before the first render: in bokmål,
// as the specs read them. A spec that changes the language puts bokmål back when it is done.
require('../i18n/i18n');
