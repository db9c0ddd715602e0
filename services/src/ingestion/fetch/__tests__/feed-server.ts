import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * A board served from 127.0.0.1 on a random port. Each test sets its handler;
 * the server records the requests and the connections it saw, so a test can
 * show that the fetcher never connected, or that it hung up.
 */
export class FeedServer {
  readonly requests: RecordedRequest[] = [];
  readonly sockets: Socket[] = [];
  private handler: http.RequestListener = (_req, res) => res.end('{}');
  private readonly server = http.createServer((req, res) => {
    this.requests.push({ path: req.url ?? '', headers: req.headers });
    // The fetcher hanging up mid-body is what several tests expect, not a server failure.
    res.on('error', () => undefined);
    this.handler(req, res);
  });

  static async start(): Promise<FeedServer> {
    const feeds = new FeedServer();
    feeds.server.on('connection', (socket: Socket) => feeds.sockets.push(socket));
    feeds.server.listen(0, '127.0.0.1');
    await once(feeds.server, 'listening');
    return feeds;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  url(path = '/feed.json', host = '127.0.0.1'): string {
    return `http://${host}:${this.port}${path}`;
  }

  serve(handler: http.RequestListener): void {
    this.handler = handler;
  }

  /** Resolves once every connection the server accepted has been closed. */
  async allClosed(): Promise<void> {
    // A reset by the fetcher makes the socket emit 'error' before 'close', so `once` would reject.
    await Promise.all(this.sockets.filter((s) => !s.closed).map((s) => new Promise((resolve) => s.once('close', resolve))));
  }

  reset(): void {
    this.server.closeAllConnections();
    this.requests.length = 0;
    this.sockets.length = 0;
    this.handler = (_req, res) => res.end('{}');
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }
}
