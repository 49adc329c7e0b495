import net from "node:net"

/** A port on 127.0.0.1 that nothing listens on now, for a server a test or tool starts. */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise(resolve => server.close(resolve))
  return port
}
