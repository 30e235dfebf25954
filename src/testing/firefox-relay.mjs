#!/usr/bin/env node
// @ts-check
// Starts a stock Firefox for Playwright's `moz-firefox` channel and relays its WebDriver BiDi
// socket, so that Playwright can open contexts on a Firefox that lacks an emulation command.
//
// Why: Playwright (1.65) sends `emulation.setMediaFeaturesOverride` for every new context; Firefox
// ESR 153 answers "unknown command", and the context fails before a test starts. The relay answers
// an `emulation.*` command Firefox does not know as done (the emulation is left undone; the kit's
// helpers need none). Every other message passes through unchanged, in order.
//
// How Playwright finds it: it runs this file as the browser (browserSettings() in browsers.ts sets
// executablePath), passes `--wpwl-firefox=PATH` among Firefox's own arguments, and reads the line
// "WebDriver BiDi listening on ws://…" from stderr. The relay prints its own address in that line.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import WebSocket, { WebSocketServer } from 'ws';

const FLAG = '--wpwl-firefox=';
const LISTENING = /WebDriver BiDi listening on (ws:\/\/\S+)/;

const firefoxArg = process.argv.find((a) => a.startsWith(FLAG));
if (!firefoxArg) {
  console.error(`firefox-relay: no ${FLAG}PATH argument: set it through browserSettings('firefox', { executablePath })`);
  process.exit(2);
}
const firefox = spawn(
  firefoxArg.slice(FLAG.length),
  process.argv.slice(2).filter((a) => a !== firefoxArg),
  { stdio: ['ignore', 'inherit', 'pipe'] },
);
firefox.on('error', (e) => {
  console.error(`firefox-relay: could not start ${firefoxArg.slice(FLAG.length)}: ${e.message}`);
  process.exit(1);
});
firefox.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT', 'SIGHUP'])) process.on(signal, () => firefox.kill(signal));

// Firefox's stderr goes on to Playwright's log, except the address line, which names the relay.
if (firefox.stderr) {
  createInterface({ input: firefox.stderr }).on('line', (line) => {
    const found = LISTENING.exec(line);
    if (found?.[1]) listen(found[1]);
    else process.stderr.write(`${line}\n`);
  });
}

/** @param {string} upstreamBase the address Firefox listens on */
function listen(upstreamBase) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('listening', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    process.stderr.write(`WebDriver BiDi listening on ws://127.0.0.1:${port}\n`);
  });
  server.on('connection', (client, request) => relay(client, new WebSocket(upstreamBase + (request.url ?? ''))));
}

/**
 * One BiDi connection, both ways. Messages the client sends before Firefox's side is open wait in
 * order; the ids of emulation commands are remembered until their answer comes.
 * @param {WebSocket} client Playwright's side
 * @param {WebSocket} upstream Firefox's side
 */
function relay(client, upstream) {
  /** @type {Set<number>} */
  const emulations = new Set();
  /** @type {string[]} */
  const waiting = [];
  upstream.on('open', () => {
    for (const m of waiting.splice(0)) upstream.send(m);
  });
  client.on('message', (data) => {
    const text = data.toString();
    const message = parse(text);
    if (typeof message?.id === 'number' && typeof message.method === 'string' && message.method.startsWith('emulation.')) emulations.add(message.id);
    if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
    else waiting.push(text);
  });
  upstream.on('message', (data) => {
    const text = data.toString();
    const message = parse(text);
    const id = message?.id;
    if (typeof id === 'number' && emulations.delete(id) && message?.type === 'error' && message.error === 'unknown command') {
      client.send(JSON.stringify({ type: 'success', id, result: {} }));
      return;
    }
    client.send(text);
  });
  client.on('close', () => upstream.close());
  upstream.on('close', () => client.close());
  upstream.on('error', () => client.close());
  client.on('error', () => upstream.close());
}

/**
 * @param {string} text
 * @returns {{ id?: unknown, method?: unknown, type?: unknown, error?: unknown } | undefined}
 */
function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
