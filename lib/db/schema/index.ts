export * from './businesses';
export * from './access';
export * from './catalog';
export * from './inventory';
export * from './idempotency';
export * from './rates';
export * from './invoices';
