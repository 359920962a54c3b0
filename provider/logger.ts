/** The one logger for failures the spec says are "only logged". */
export const logger = {
  info: (message: string, ...details: unknown[]) =>
    console.info(`[provider] ${message}`, ...details),
  warn: (message: string, ...details: unknown[]) =>
    console.warn(`[provider] ${message}`, ...details),
  error: (message: string, ...details: unknown[]) =>
    console.error(`[provider] ${message}`, ...details),
};
