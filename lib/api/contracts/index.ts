// Every public route contract; importing this fills the route registry (OpenAPI, tests).
export * from './business';
export * from './catalog';
export * from './invoices';
export * from './loyalty';
export * from './staff';
export * from './customers';
export * from './pos';
export * from './reports';
export * from './site';
export * from './shop';
export * from './orders';
export * from './media';
export * from './events';
export * from './webhooks';
