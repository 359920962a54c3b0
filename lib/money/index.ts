export * from './money';
export * from './format';
export * from './rate';
