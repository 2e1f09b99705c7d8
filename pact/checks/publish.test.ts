import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readPactFiles } from '../src/pact-files.ts';
import { publishPacts, publishSettings } from '../src/publish.ts';

describe('publishing to a broker', () => {
  it('is off unless PACT_PUBLISH=true and a broker URL are both set', () => {
    expect(publishSettings({})).toBeUndefined();
    expect(publishSettings({ PACT_BROKER_BASE_URL: 'http://127.0.0.1:9' })).toBeUndefined();
    expect(publishSettings({ PACT_PUBLISH: 'true' })).toBeUndefined();
  });

  it('needs the consumer version once switched on', () => {
    expect(() => publishSettings({ PACT_PUBLISH: 'true', PACT_BROKER_BASE_URL: 'http://127.0.0.1:9' })).toThrow(
      'PACT_PUBLISH=true needs PACT_CONSUMER_VERSION',
    );
  });

  describe('against a broker on loopback', () => {
    let close: (() => void) | undefined;
    afterEach(() => close?.());

    it('posts each pact file to /contracts/publish with the token, version and branch', async () => {
      const received: { url: string; authorization: string | undefined; body: unknown }[] = [];
      const readBody = async (request: IncomingMessage) => {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
      };
      const server = createServer((request, response) => {
        void readBody(request).then((body) => {
          received.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
          response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
        });
      });
      await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
      close = () => server.close();
      const { port } = server.address() as AddressInfo;

      const settings = publishSettings({
        PACT_PUBLISH: 'true',
        PACT_BROKER_BASE_URL: `http://127.0.0.1:${port}/`,
        PACT_BROKER_TOKEN: 'broker-token',
        PACT_CONSUMER_VERSION: '3f2c1ab',
        PACT_CONSUMER_BRANCH: 'main',
      });
      if (!settings) throw new Error('publishing should be on');
      await publishPacts(settings);

      const pacts = readPactFiles();
      expect(received).toHaveLength(pacts.length);
      expect(received[0]).toMatchObject({
        url: '/contracts/publish',
        authorization: 'Bearer broker-token',
        body: {
          pacticipantName: 'pathway-web',
          pacticipantVersionNumber: '3f2c1ab',
          branch: 'main',
          contracts: [{ consumerName: 'pathway-web', specification: 'pact', contentType: 'application/json' }],
        },
      });
    });
  });
});
