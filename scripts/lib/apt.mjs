// Installs a Debian package when its binary is missing (as root only), so tests set up what they need.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

let updated = false;

/** Installs a Debian package with apt (as root only; anyone else is told the command to run). */
export function aptInstall(debianPackage, missing = debianPackage) {
  if (process.getuid?.() !== 0)
    throw new Error(`${missing} is missing: run \`sudo apt-get install ${debianPackage}\``);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`Installing ${debianPackage} with apt-get…`);
  if (!updated) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    updated = true;
  }
  execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], { stdio: 'inherit', env });
}

export function ensureBinary(binary, debianPackage) {
  const found = ['/usr/sbin', '/usr/bin', '/usr/local/bin']
    .map((dir) => `${dir}/${binary}`)
    .find((file) => fs.existsSync(file));
  if (found) return found;
  aptInstall(debianPackage, binary);
  return ensureBinary(binary, debianPackage);
}
