/**
 * Debian packages the tests and benchmarks need, and a way to install the missing ones: with apt-get when running
 * as root (CI, fresh machines), otherwise by saying what to install.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';

export interface Requirement {
  /** The Debian package that provides it. */
  readonly pkg: string;
  readonly present: () => boolean;
}

export const CHROMIUM: Requirement = {pkg: 'chromium', present: () => fs.existsSync('/usr/bin/chromium')};
export const NGINX: Requirement = {pkg: 'nginx', present: () => fs.existsSync('/usr/sbin/nginx')};
/** The command line tool tests/e2e/tls.spec.ts makes its self-signed certificate with. */
export const OPENSSL: Requirement = {pkg: 'openssl', present: () => fs.existsSync('/usr/bin/openssl')};
export const NGINX_BROTLI: Requirement = {
  pkg: 'libnginx-mod-http-brotli-static',
  present: () => fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
};

/** The Java runtime the Nu Html Checker (`vnu-jar`, `npm run test:html`) runs on. */
export const JAVA: Requirement = {pkg: 'default-jre-headless', present: () => fs.existsSync('/usr/bin/java')};

/** The tutorial's commands pipe JSON through jq and call the mocks with curl (tests/e2e/tutorial-as-printed.spec.ts). */
export const JQ: Requirement = {pkg: 'jq', present: () => fs.existsSync('/usr/bin/jq')};
export const CURL: Requirement = {pkg: 'curl', present: () => fs.existsSync('/usr/bin/curl')};
/** `ip`, which brings up the loopback of the network namespace the tutorial's commands run in. */
export const IPROUTE: Requirement = {
  pkg: 'iproute2',
  present: () => fs.existsSync('/usr/sbin/ip') || fs.existsSync('/sbin/ip') || fs.existsSync('/usr/bin/ip'),
};

/**
 * The font families fontconfig offers for Korean. Without one, Chromium draws Hangul as empty boxes and the Korean
 * pages' text layout costs nothing, so their measurements would flatter them.
 */
export function koreanFonts(): string[] {
  try {
    const families = execFileSync('fc-list', [':lang=ko', 'family'], {encoding: 'utf8'});
    return [...new Set(families.split('\n').flatMap((line) => line.split(',')[0]?.trim() || []))].sort();
  } catch {
    return [];
  }
}

export const KOREAN_FONT: Requirement = {pkg: 'fonts-nanum', present: () => koreanFonts().length > 0};

/** Installs what is missing (as root), or exits with the command that would. */
export function ensure(requirements: readonly Requirement[]): void {
  const missing = requirements.filter((requirement) => !requirement.present()).map((requirement) => requirement.pkg);
  if (missing.length === 0) return;
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
}
