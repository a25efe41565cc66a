// A connection of its own (not from the pool) that LISTENs on channels, reconnecting with backoff when it is
// lost, optionally with a heartbeat (a half-open connection hears nothing and says nothing). Shared by the
// queue workers (./queue-worker.ts) and the caches PostgreSQL empties (lib/db/notified-cache.ts).
import pg from 'pg';

export type ChannelListenerOptions = {
  pool: pg.Pool;
  channels: readonly string[];
  /** Shown in pg_stat_activity, e.g. `vitrine key cache`. */
  applicationName: string;
  /** Pings this often, and counts the listener lost when a ping (or any query) takes as long; none by default. */
  heartbeatMs?: number;
  onNotification: (message: pg.Notification) => void;
  /** Told each time it starts listening (true), and each time a listener that listened is lost or closed (false). */
  onState: (listening: boolean, error?: Error) => void;
};

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;

export class ChannelListener {
  private client: pg.Client | null = null;
  private listening = false;
  private pid: number | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private held = false;
  private closed = false;

  constructor(private readonly options: ChannelListenerOptions) {}

  /** Starts listening unless it listens or connects already, waits to reconnect, is held or closed. */
  start() {
    if (this.client || this.reconnectTimer || this.held || this.closed) return;
    const { pool, channels, applicationName, heartbeatMs } = this.options;
    const options = pool.options;
    const client = new pg.Client({
      ...options,
      password: options.password, // not enumerable on the pool's options
      application_name: applicationName,
      keepAlive: true,
      ...(heartbeatMs ? { query_timeout: heartbeatMs } : {}),
    });
    this.client = client;
    const lost = (error?: Error) => this.lost(client, error);
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (this.client === client && channels.includes(message.channel)) this.options.onNotification(message);
    });
    client
      .connect()
      .then(() => client.query(channels.map((channel) => `LISTEN ${channel}`).join('; ')))
      .then(() => client.query<{ pid: number }>('select pg_backend_pid() as pid'))
      .then(({ rows }) => {
        if (this.client !== client) return;
        this.pid = rows[0]!.pid;
        this.reconnectDelay = RECONNECT_MIN_MS;
        this.listening = true;
        if (heartbeatMs) this.heartbeat = setInterval(() => this.ping(), heartbeatMs).unref();
        this.options.onState(true);
      }, lost);
  }

  private lost(client: pg.Client, error?: Error) {
    if (this.client !== client) return;
    const wasListening = this.listening;
    this.drop();
    client.end().catch(() => undefined);
    if (wasListening) this.options.onState(false, error);
    this.scheduleReconnect();
  }

  /** Forgets the current connection (without ending it). */
  private drop() {
    this.client = null;
    this.pid = null;
    this.listening = false;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private scheduleReconnect() {
    if (this.closed || this.held || this.reconnectTimer) return;
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(delay * 2, RECONNECT_MAX_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.start();
    }, delay).unref();
  }

  private ping() {
    const client = this.client;
    client?.query('select 1').catch((error: Error) => this.lost(client, error));
  }

  /** Stops listening for good. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const client = this.client;
    const wasListening = this.listening;
    this.drop();
    if (wasListening) this.options.onState(false);
    await client?.end().catch(() => undefined);
  }

  get isListening(): boolean {
    return this.listening;
  }

  /** The listener's backend process id, while it listens. */
  get backendPid(): number | null {
    return this.pid;
  }

  /** Keeps the listener from reconnecting until the returned function is called (tests). */
  hold(): () => void {
    this.held = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    return () => {
      this.held = false;
      this.reconnectDelay = RECONNECT_MIN_MS;
      this.start();
    };
  }
}
