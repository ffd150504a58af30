// The limit of `npm run bench` on this machine: bare Node's HTTP server answering every request with the
// same comparison bytes from memory (the gateway's answer to the same request, read once). A path's
// requests per second as a share of this one say how much of the machine's HTTP capacity it reaches.
// Usage: node bench/bare-server.mjs <file with the body> (prints «listening on <port>», a port the kernel picked)
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file] = process.argv.slice(2);
const body = readFileSync(file);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };

const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`listening on ${server.address().port}\n`));
