// findBy*/waitFor give up after 1 s by default. Page specs wait for React Query and MUI transitions; on a busy
// two-core machine that can take longer without anything being wrong, so they wait up to 5 s (a real failure
// still fails, only later).
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
