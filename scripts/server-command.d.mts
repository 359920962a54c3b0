type Env = Record<string, string | undefined>;

export declare const NEXT_BIN: string;
export declare const HEAP_FLAGS: readonly (readonly [string, string])[];
export declare const MALLOC_ARENA_MAX: string;
export declare function serverNodeFlags(nodeOptions?: string): string[];
export declare function serverCommand(options: { port: string | number; env?: Env }): {
  command: string;
  args: string[];
  env: Env;
};
