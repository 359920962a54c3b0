export * from './email';
export * from './messages';
export * from './phone';
