export * from './common/errors';
export * from './common/health.schema';
export * from './identity/identity.schema';
export * from './identity/identity.subjects';
export * from './templates/templates.schema';
export * from './templates/templates.subjects';
export * from './agreements/agreements.schema';
export * from './agreements/agreements.subjects';
