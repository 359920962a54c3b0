export declare function afterPaintLoader(src: string, nonceAttribute: string): string;
