export declare const mailCaptureDir: (port: number | string) => string;
export declare function startMailCapture(dir: string): Promise<{ url: string; stop: () => void }>;
