/**
 * Serves build/ with nginx exactly as in production (clean URLs, locale 404s, precompressed files,
 * caching and security headers) on 127.0.0.1:$PORT (default 8080). nginx runs in the foreground from a
 * temporary prefix, so it needs no root and writes nothing outside it. Started as root, nginx would run its workers as
 * an unprivileged user who may not be allowed into the build (a checkout under /root answers 403 everywhere), so
 * the workers run as the build's owner, and serving stops at start with a message if that user cannot read it.
 * BUILD_DIR and NGINX_GENERATED (the CSP and redirects written by postbuild/run.ts) point it at another
 * build, e.g. the stock Docusaurus peer of `npm run bench:lighthouse`.
 *
 * With TLS_CERTIFICATE and TLS_CERTIFICATE_KEY (PEM files) it runs the configuration as deployed instead
 * (deploy/nginx/https.conf.template): HTTPS with HTTP/2 on 127.0.0.1:$HTTPS_PORT (default 8443), and on $PORT only
 * the redirect to it, to https://$SERVER_NAME (default localhost).
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {nginxHeaders, readHeaderRules} from './serve-headers';

const root = path.resolve(__dirname, '..');
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build'));
const nginxDir = path.join(root, 'deploy/nginx');
const generatedDir = path.resolve(process.env.NGINX_GENERATED ?? path.join(nginxDir, 'generated'));
const GENERATED = ['csp.conf', 'redirects.conf'];
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((candidate) => fs.existsSync(candidate));
const port = Number(process.env.PORT ?? 8080);
const tlsFiles = [process.env.TLS_CERTIFICATE, process.env.TLS_CERTIFICATE_KEY];
const httpsPort = Number(process.env.HTTPS_PORT ?? 8443);
const serverName = process.env.SERVER_NAME ?? 'localhost';

function fail(message: string): never {
  console.error(`serve:prod: ${message}`);
  process.exit(1);
}

if (!nginx) fail('nginx is not installed (Debian: apt-get install nginx libnginx-mod-http-brotli-static)');
if (
  !fs.existsSync(path.join(buildDir, 'index.html')) ||
  GENERATED.some((file) => !fs.existsSync(path.join(generatedDir, file)))
)
  fail('no production build; run `npm run build` first');
const isPort = (value: number) => Number.isInteger(value) && value > 0 && value <= 65535;
if (!isPort(port)) fail(`PORT must be a TCP port, not "${process.env.PORT}"`);
const tls = tlsFiles.some(Boolean);
if (tls) {
  if (!tlsFiles.every((file) => file && fs.existsSync(file)))
    fail('TLS_CERTIFICATE and TLS_CERTIFICATE_KEY must both name PEM files');
  if (!isPort(httpsPort) || httpsPort === port) fail(`HTTPS_PORT must be a TCP port other than PORT`);
  if (!/^[a-z0-9.-]+$/i.test(serverName)) fail(`SERVER_NAME must be a host name, not "${serverName}"`);
}

/** `user …;` for nginx's main context when running as root: the owner of the build, who can read it. */
function workerUserDirective(): string {
  if (process.getuid?.() !== 0) return '';
  const {uid, gid} = fs.statSync(buildDir);
  const name = (args: string[]) => spawnSync('id', args, {encoding: 'utf8'}).stdout.trim();
  const user = name(['-nu', String(uid)]) || String(uid);
  const group =
    spawnSync('getent', ['group', String(gid)], {encoding: 'utf8'}).stdout.split(':')[0] || name(['-ng', String(uid)]);
  const canRead =
    spawnSync('runuser', ['-u', user, '--', 'test', '-r', path.join(buildDir, 'index.html')]).status === 0;
  if (!canRead)
    fail(
      `nginx's workers run as ${user}, the owner of ${buildDir}, who cannot read it ` +
        '(a parent directory is closed to that user); move the build or give that user access',
    );
  return `user ${user} ${group};`;
}

const userDirective = workerUserDirective();
const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nuri-nginx-'));
fs.chmodSync(prefix, 0o755);
const hasBrotli = fs.existsSync(brotliModule);
const markers: Record<string, string> = {
  USER: userDirective,
  LOAD_BROTLI: hasBrotli ? `load_module ${brotliModule};` : '',
  BROTLI_STATIC: hasBrotli ? 'brotli_static on;' : '',
  PREFIX: prefix,
  ROOT: buildDir,
  HTTP_LISTEN: `127.0.0.1:${port}`,
  HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
  SERVER_NAME: serverName,
  HTTPS_ORIGIN: `https://${serverName}${httpsPort === 443 ? '' : `:${httpsPort}`}`,
  TLS_CERTIFICATE: path.resolve(tlsFiles[0] ?? ''),
  TLS_CERTIFICATE_KEY: path.resolve(tlsFiles[1] ?? ''),
};

/** A template of deploy/nginx/ with every @@MARKER@@ replaced; an unknown marker is a mistake in the template. */
function render(template: string): string {
  return fs
    .readFileSync(path.join(nginxDir, template), 'utf8')
    .replaceAll(/@@([A-Z_]+)@@/g, (marker, name: string) => markers[name] ?? fail(`${template}: unknown ${marker}`));
}

fs.writeFileSync(path.join(prefix, 'nginx.conf'), render('nginx.conf.template'));
fs.writeFileSync(path.join(prefix, 'site.conf'), render('site.conf.template'));
fs.writeFileSync(path.join(prefix, 'servers.conf'), render(tls ? 'https.conf.template' : 'http.conf.template'));
fs.writeFileSync(path.join(prefix, 'headers.conf'), nginxHeaders(readHeaderRules()));
for (const file of GENERATED) fs.copyFileSync(path.join(generatedDir, file), path.join(prefix, file));

const where = tls
  ? `https://${serverName}:${httpsPort}/ (HTTP on port ${port} redirects there)`
  : `http://127.0.0.1:${port}/`;
console.log(`serve:prod: ${where} (nginx prefix ${prefix}${hasBrotli ? '' : ', brotli module missing'})`);
const server = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr'], {stdio: 'inherit'});

function cleanUp(): void {
  fs.rmSync(prefix, {recursive: true, force: true});
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill('SIGQUIT'));
}
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
