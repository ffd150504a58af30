// The Kubernetes manifests checked against the services' code (manifests.spec.ts); part of the unit suite.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'infra-k8s',
  testMatch: ['<rootDir>/*.spec.ts'],
};
