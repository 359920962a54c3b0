/** The one logger for what the spec says is "only logged" (spec 8: data fetch failures). */
export const log = {
  warn: (message: string, ...details: unknown[]) =>
    console.warn(`[storefront] ${message}`, ...details),
  error: (message: string, ...details: unknown[]) =>
    console.error(`[storefront] ${message}`, ...details),
};
