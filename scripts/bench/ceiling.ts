// Starts the ceiling server (ceiling-server.ts) in a child process, so it never shares the shop's event
// loop, with one canned answer per path.
import { fork } from 'node:child_process';
import path from 'node:path';

export interface CannedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface Ceiling {
  origin: string;
  stop(): void;
}

export async function startCeiling(answers: Record<string, CannedAnswer>): Promise<Ceiling> {
  const child = fork(path.join(import.meta.dirname, 'ceiling-server.js'), {
    serialization: 'advanced', // Buffers cross as bytes
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the ceiling server exited with code ${code}`)));
    child.send(answers);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => child.kill(),
  };
}
