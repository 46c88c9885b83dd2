import net, { type AddressInfo } from "node:net";

/**
 * A listener on 127.0.0.1 that nothing may reach: it counts every connection and greets each with
 * `banner` (a secret a leaking feature would echo). Egress tests point user-given addresses at it
 * (directly, through DNS, through a redirect) and expect `connections` to stay 0.
 */
export async function startTrap(banner = "TRAP-SECRET-BANNER 7f3a9c\r\n") {
  const sockets = new Set<net.Socket>();
  const trap = { port: 0, connections: 0, banner: banner.trim(), close: async () => {} };
  const server = net.createServer((socket) => {
    trap.connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    socket.write(banner);
    socket.on("data", () => socket.write(banner));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  trap.port = (server.address() as AddressInfo).port;
  trap.close = () => {
    for (const s of sockets) s.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return trap;
}
export type Trap = Awaited<ReturnType<typeof startTrap>>;
