export declare const PROVIDER_ENTRY: string;
export declare const BUNDLED_PROVIDER_SETTINGS: string[];
export declare function providerCommand(options: {
  port: number;
  env: Record<string, string | undefined>;
}): {
  command: string;
  args: string[];
  env: Record<string, string | undefined>;
};
export declare function storefrontEnv(
  env: Record<string, string | undefined>,
): Record<string, string | undefined>;
