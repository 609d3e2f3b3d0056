/** The path of `binary`, installing `debianPackage` with apt first when it is missing (as root). */
export declare function ensureBinary(binary: string, debianPackage: string): string;
