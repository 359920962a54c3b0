export * from './content';
export * from './auth';
