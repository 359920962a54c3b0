export * from './configuration';
export * from './totals';
