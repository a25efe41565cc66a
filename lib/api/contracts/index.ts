// Every public route contract; importing this fills the route registry (OpenAPI, tests).
export * from './business';
export * from './catalog';
export * from './invoices';
