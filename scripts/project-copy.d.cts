export declare const copyProject: (dest: string) => Promise<string>;
