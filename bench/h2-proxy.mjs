// HTTP/2 over TLS in front of the product, as a CDN or a reverse proxy serves it in production (docs/architecture.md ('First visit')):
// browsers speak HTTP/2 only over TLS, and over HTTP/1.1 they open at most six connections per host, so a first
// visit of ~100 script files waits ~17 rounds of the network's latency. The certificate is self-signed, made
// with openssl for the run; Chromium is told to accept it. Requests go on to the product over HTTP/1.1 with
// their Host unchanged (the product checks the Origin of writes against it). WebSocket upgrades are piped.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Connection-level headers: meaningful for one hop only, and forbidden in HTTP/2 answers.
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings']);

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'salao-h2-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Listens on `port` (HTTPS, HTTP/2 or HTTP/1.1) and forwards to the product on `targetPort`. */
export async function startHttp2Proxy(port, targetPort) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':') && !HOP.has(name)) headers[name] = value;
    headers.host = req.headers[':authority'] ?? req.headers.host;
    const upstream = http.request({ host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers, agent }, (answer) => {
      const out = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP.has(name)) out[name] = value;
      res.writeHead(answer.statusCode, out);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.on('upgrade', (req, socket, head) => {
    const upstream = net.connect(targetPort, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`, ...Object.entries(req.headers).map(([k, v]) => `${k}: ${v}`), '', ''];
      upstream.write(lines.join('\r\n'));
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise((ok) => server.listen(port, '127.0.0.1', ok));
  return { url: `https://127.0.0.1:${port}`, close: () => new Promise((ok) => server.close(ok)) };
}
