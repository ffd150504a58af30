// `@avtalt/service-kit/testing`: what the integration tests share (tsconfig.base.json and jest.preset.js
// map the name here). A barrel of its own, so that the modules below can import test-env without a cycle.
export * from './test-env';
export * from './fake-llm';
export * from './answers';
export * from './notifications-stand-in';
export * from './oidc-provider';
export * from './signing';
export * from './pdf';
