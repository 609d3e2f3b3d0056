export function removeCompiledServer(cmsDir: string): void;
