export * from './content';
export * from './auth';
export * from './catalog';
