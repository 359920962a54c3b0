export declare const REACT_RUNTIME_DEFINITIONS: readonly string[];
export declare const REACT_MARK_SHELL_TIME: string;
