import { createSocket, type Socket } from 'node:dgram';
import { isIPv4, isIPv6 } from 'node:net';

export interface FakeDns {
  /** host:port, for OUTBOUND_DNS_SERVERS or a Resolver's setServers. */
  server: string;
  /** Questions received (name and type: 1 = A, 28 = AAAA), answered or not. */
  questions: { name: string; type: number }[];
  close(): Promise<void>;
}

/**
 * A name server on 127.0.0.1 (UDP) that answers A and AAAA questions from `records` (NXDOMAIN for other names),
 * or, `silent`, answers nothing at all: a resolver that never replies, as on a network that drops DNS.
 */
export async function startFakeDns(records: Record<string, string[]>, { silent = false } = {}): Promise<FakeDns> {
  const questions: FakeDns['questions'] = [];
  const socket: Socket = createSocket('udp4');
  socket.on('message', (query, from) => {
    const { name, end, type } = question(query);
    questions.push({ name, type });
    if (silent) return;
    const known = records[name.toLowerCase()];
    const addresses = (known ?? []).filter((a) => (type === 1 ? isIPv4(a) : type === 28 ? isIPv6(a) : false));
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(known ? 0x8180 : 0x8183, 2); // response, recursion available; NXDOMAIN when unknown
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(addresses.length, 6);
    const answers = addresses.map((a) => {
      const rdata = type === 1 ? Buffer.from(a.split('.').map(Number)) : ipv6Bytes(a);
      const rr = Buffer.alloc(12);
      rr.writeUInt16BE(0xc00c, 0); // the question's name
      rr.writeUInt16BE(type, 2);
      rr.writeUInt16BE(1, 4);
      rr.writeUInt32BE(60, 6);
      rr.writeUInt16BE(rdata.length, 10);
      return Buffer.concat([rr, rdata]);
    });
    socket.send(Buffer.concat([header, query.subarray(12, end), ...answers]), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    server: `127.0.0.1:${socket.address().port}`,
    questions,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

/** The first question's name and type, and where it ends. */
function question(query: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let at = 12;
  while (query[at]) {
    labels.push(query.subarray(at + 1, at + 1 + query[at]!).toString('ascii'));
    at += query[at]! + 1;
  }
  return { name: labels.join('.'), type: query.readUInt16BE(at + 1), end: at + 5 };
}

function ipv6Bytes(address: string): Buffer {
  const [head, tail = ''] = address.split('::');
  const parts = (s: string) => (s ? s.split(':') : []);
  const groups = [...parts(head!), ...Array(8 - parts(head!).length - parts(tail).length).fill('0'), ...parts(tail)];
  const bytes = Buffer.alloc(16);
  groups.forEach((g, i) => bytes.writeUInt16BE(parseInt(g, 16), i * 2));
  return bytes;
}
