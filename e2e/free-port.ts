import net from "node:net";

/** A port nothing listens on right now, so parallel runs on one machine never collide. */
export const freePort = (host = "127.0.0.1") =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
