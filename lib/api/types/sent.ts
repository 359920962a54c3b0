/**
 * What the storefront sends for a request schema of lib/api/schemas: the schema's input, with the
 * fields it takes as `unknown` typed as the numbers the storefront has (an integer rule, int32, also
 * reads a string of digits, so its input is `unknown`). A field the provider's schema drops fails
 * tsc where the storefront sends it.
 */
export type Sent<T> = unknown extends T
  ? number
  : T extends readonly unknown[]
    ? T
    : T extends object
      ? { [K in keyof T]: Sent<T[K]> }
      : T;
