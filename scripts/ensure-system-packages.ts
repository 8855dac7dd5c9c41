/**
 * The e2e tests need Debian's Chromium and nginx (with the brotli_static module). Installs whichever is
 * missing when running as root (CI, fresh machines); otherwise says what to install.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';

const REQUIREMENTS = [
  {pkg: 'chromium', present: () => fs.existsSync('/usr/bin/chromium')},
  {pkg: 'nginx', present: () => fs.existsSync('/usr/sbin/nginx')},
  {
    pkg: 'libnginx-mod-http-brotli-static',
    present: () => fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
  },
];

const missing = REQUIREMENTS.filter((requirement) => !requirement.present()).map((requirement) => requirement.pkg);

if (missing.length === 0) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(
    `missing system packages: ${missing.join(' ')}\ninstall them with: sudo apt-get install ${missing.join(' ')}`,
  );
  process.exit(1);
}
console.log(`installing ${missing.join(' ')} with apt-get`);
execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit'});
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
  stdio: 'inherit',
  env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
});
