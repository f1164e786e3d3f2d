import { X509Certificate, createHash } from "node:crypto";
import { createServer, type Server } from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { test as base } from "@playwright/test";
import { generate } from "selfsigned";
import { decodeTrackBody } from "../src/test-utils/decode-track-body";

/**
 * Mixpanel's ingestion API, answered by a real HTTPS server on this machine: the browser resolves
 * the provider's host here (`--host-resolver-rules`) and trusts this server's certificate alone
 * (`--ignore-certificate-errors-spki-list`), so every request, beacons sent as a page closes
 * included, really crosses the network stack and nothing reaches the real provider.
 */

/** How the provider answers a visit's requests: "timeout" holds every answer back. */
export type Answer = "ok" | "server-error" | "timeout";

export type Received = {
  path: string;
  query: URLSearchParams;
  /** `no-cors` for a beacon; `cors` for the library's XHR and the site's fetch. */
  fetchMode: string;
  /** Whether the browser sent any cookie with it. */
  hadCookie: boolean;
  events: { event: string; properties: Record<string, unknown> }[];
  /** True when the events came as an array (a batch) rather than one on its own. */
  batched: boolean;
};

export type Provider = {
  port: number;
  /** The certificate's public-key hash, for Chromium's list of keys to trust. */
  spki: string;
  /** What a visit (a browser context, by the tag in its user agent) sent and how it is answered. */
  visit: (tag: string) => Visit;
  close: () => Promise<void>;
};

export type Visit = {
  received: Received[];
  answer: Answer;
  /** Answers every request held back so far ("timeout"), successfully. */
  release: () => void;
};

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });

const corsHeaders = (request: IncomingMessage) => ({
  "access-control-allow-origin": request.headers.origin ?? "*",
  "access-control-allow-credentials": "true",
  "access-control-allow-headers": "content-type",
});

const TAG = /\be2e-visit\/([\w-]+)/;

export const startProvider = async (host: string): Promise<Provider> => {
  const { private: key, cert } = await generate([{ name: "commonName", value: host }], {
    keySize: 2048,
    algorithm: "sha256",
    extensions: [{ name: "subjectAltName", altNames: [{ type: 2, value: host }] }],
  });
  const publicKey = new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" });
  const spki = createHash("sha256").update(publicKey).digest("base64");
  const visits = new Map<string, Visit & { held: ServerResponse[] }>();

  const visitOf = (tag: string) => {
    let visit = visits.get(tag);
    if (!visit) {
      const held: ServerResponse[] = [];
      visit = {
        received: [],
        answer: "ok",
        held,
        release: () => held.splice(0).forEach((response) => response.end("1")),
      };
      visits.set(tag, visit);
    }
    return visit;
  };

  const server: Server = createServer({ key, cert }, async (request, response) => {
    const url = new URL(request.url ?? "/", `https://${host}`);
    const visit = visitOf(TAG.exec(request.headers["user-agent"] ?? "")?.[1] ?? "untagged");
    response.setHeader("content-type", "text/plain");
    Object.entries(corsHeaders(request)).forEach(([name, value]) =>
      response.setHeader(name, value),
    );
    if (request.method === "OPTIONS") {
      response.end();
      return;
    }
    const body = await readBody(request);
    const form = url.pathname.startsWith("/track") || url.pathname.startsWith("/engage");
    const data = form ? (new URLSearchParams(body.toString("utf8")).get("data") ?? "") : "";
    const json = /^[[{]/.test(data) ? data : Buffer.from(data, "base64").toString("utf8");
    visit.received.push({
      path: url.pathname,
      query: url.searchParams,
      fetchMode: String(request.headers["sec-fetch-mode"] ?? ""),
      hadCookie: Boolean(request.headers.cookie),
      events: data ? decodeTrackBody(body.toString("utf8")) : [],
      batched: json.startsWith("["),
    });
    if (visit.answer === "timeout") {
      visit.held.push(response);
      return;
    }
    response.statusCode = visit.answer === "ok" ? 200 : 500;
    response.end(visit.answer === "ok" ? "1" : "0");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    spki,
    visit: visitOf,
    close: () =>
      new Promise((resolve) => {
        visits.forEach((visit) => visit.held.forEach((response) => response.destroy()));
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** The Chromium switches that send `host` to the provider and trust its certificate. */
export const providerLaunchArgs = (host: string, provider: Provider) => [
  `--host-resolver-rules=MAP ${host} 127.0.0.1:${provider.port}`,
  `--ignore-certificate-errors-spki-list=${provider.spki}`,
];

/**
 * Playwright's test with this stand-in answering the provider's host for the whole worker: the
 * browser is told to resolve the host here and to trust the stand-in's certificate.
 */
export const testWithProvider = (host: string) =>
  base.extend<object, { provider: Provider }>({
    provider: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this.
      async ({}, provide) => {
        const provider = await startProvider(host);
        await provide(provider);
        await provider.close();
      },
      { scope: "worker" },
    ],
    launchOptions: [
      async ({ launchOptions, provider }, provide) =>
        provide({
          ...launchOptions,
          args: [...(launchOptions.args ?? []), ...providerLaunchArgs(host, provider)],
        }),
      { scope: "worker" },
    ],
  });
