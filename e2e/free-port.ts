import net from "node:net";

const bindable = (port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(port, host, () => {
      const { port: bound } = server.address() as net.AddressInfo;
      server.close(() => resolve(bound));
    });
  });

/** Ports already handed out here: one may not be listened on yet when the next is asked for. */
const given = new Set<number>();

/**
 * A port nothing listens on right now, so parallel runs on one machine never collide. Where the
 * machine sets aside ports per run, E2E_PORT_RANGE ("9401-9409") keeps to them.
 */
export const freePort = async (host = "127.0.0.1"): Promise<number> => {
  const range = /^(\d+)-(\d+)$/.exec(process.env.E2E_PORT_RANGE ?? "");
  if (!range) return bindable(0, host);
  for (let port = Number(range[1]); port <= Number(range[2]); port += 1) {
    if (given.has(port)) continue;
    const free = await bindable(port, host).catch(() => undefined);
    if (free) {
      given.add(free);
      return free;
    }
  }
  throw new Error(`No free port in E2E_PORT_RANGE ${process.env.E2E_PORT_RANGE}`);
};
