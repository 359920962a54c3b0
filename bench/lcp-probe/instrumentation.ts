/** The floor has no start-up work; this file keeps Next from using the shop's instrumentation. */
export function register() {}
