// The limit of `npm run bench` on this machine: bare Node's HTTP server answering every request with the
// same comparison bytes from memory (the gateway's answer to the same request, read once). A path's
// requests per second as a share of this one say how much of the machine's HTTP capacity it reaches.
// Usage: node bench/bare-server.mjs <port> <file with the body>
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const body = readFileSync(file);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };

http
  .createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.stdout.write(`listening on ${port}\n`));
