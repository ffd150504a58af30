"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.clientKey = clientKey;
const node_net_1 = require("node:net");
/**
 * The key a per-client limit counts under (docs/limits.md). An IPv4 address is one client. An IPv6
 * address is counted by its /64: one subscriber or host is routinely given a whole /64, so keying on
 * the full address would give a single caller 2^64 buckets. An IPv4 address written as IPv6
 * (`::ffff:192.0.2.1`) counts as the IPv4 address. Anything else (unknown, unparsable) is one bucket.
 */
function clientKey(ip) {
    if (!ip)
        return 'unknown';
    const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
    if (mapped && (0, node_net_1.isIPv4)(mapped[1]))
        return mapped[1];
    if ((0, node_net_1.isIPv4)(ip))
        return ip;
    const bare = ip.split('%')[0];
    if (!(0, node_net_1.isIPv6)(bare))
        return 'unknown';
    return `${expandIPv6(bare).slice(0, 4).join(':')}::/64`;
}
/** The eight 16-bit groups of an IPv6 address, lower-case and without leading zeros. */
function expandIPv6(address) {
    let text = address.toLowerCase();
    // A trailing dotted quad (::1.2.3.4) is two groups.
    const quad = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
    if (quad) {
        const [a, b, c, d] = quad.slice(1).map(Number);
        text = text.slice(0, quad.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    }
    const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
    return [...left, ...zeros, ...right].map((group) => Number.parseInt(group || '0', 16).toString(16));
}
//# sourceMappingURL=client-key.js.map