export * from './content';
export * from './auth';
export * from './catalog';
export * from './articles';
export * from './marketing';
export * from './company';
export * from './pages';
export * from './forms';
