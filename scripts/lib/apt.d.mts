/** The path of `binary`, installing `debianPackage` with apt first when it is missing (as root). */
/** Installs `debianPackage` with apt (as root); `missing` names what is missing in the error otherwise. */
export declare function aptInstall(debianPackage: string, missing?: string): void;
export declare function ensureBinary(binary: string, debianPackage: string): string;
