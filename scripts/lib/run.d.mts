import type { SpawnOptions } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code. */
export declare function run(
  command: string,
  args: readonly string[],
  options?: SpawnOptions,
): Promise<number>;
export declare function runOrExit(
  command: string,
  args: readonly string[],
  options?: SpawnOptions,
): Promise<void>;
