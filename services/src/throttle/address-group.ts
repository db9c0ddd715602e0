import ipaddr from 'ipaddr.js';

/**
 * The network a caller's address is budgeted as. An IPv4 address is one caller. An IPv6 address is
 * taken by its /64: that is what one subscriber, one home or one cloud VM is handed, so a caller
 * cycling through the 2^64 addresses of their own /64 is still one caller. An IPv4-mapped IPv6
 * address (`::ffff:192.0.2.1`, what a dual-stack socket reports) is the IPv4 address it carries.
 * Text that is no address (never from Express's `req.ip`) is kept as it is, so it still counts.
 */
export function addressGroup(address: string): string {
  const text = address.trim().toLowerCase();
  if (!ipaddr.isValid(text)) return text;
  const ip = ipaddr.process(text);
  if (ip.kind() === 'ipv4') return ip.toString();
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}
