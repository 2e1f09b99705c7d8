// Publishing the pact files to a Pact Broker (or PactFlow). Off unless PACT_PUBLISH=true and
// PACT_BROKER_BASE_URL are both set, so a local or CI run never connects anywhere by default.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { readPactFiles } from './pact-files.ts';

export interface PublishSettings {
  brokerUrl: string;
  token: string | undefined;
  version: string;
  branch: string | undefined;
}

/** The settings from the environment, or undefined when publishing is not switched on. */
export function publishSettings(env: NodeJS.ProcessEnv = process.env): PublishSettings | undefined {
  if (env.PACT_PUBLISH !== 'true' || !env.PACT_BROKER_BASE_URL) return undefined;
  const version = env.PACT_CONSUMER_VERSION;
  if (!version) throw new Error('PACT_PUBLISH=true needs PACT_CONSUMER_VERSION (e.g. the git commit).');
  return {
    brokerUrl: env.PACT_BROKER_BASE_URL.replace(/\/$/, ''),
    token: env.PACT_BROKER_TOKEN,
    version,
    branch: env.PACT_CONSUMER_BRANCH,
  };
}

/** Sends every local pact file through the broker's `POST /contracts/publish` endpoint. */
export async function publishPacts(settings: PublishSettings): Promise<void> {
  for (const { file, pact } of readPactFiles()) {
    const response = await fetch(`${settings.brokerUrl}/contracts/publish`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(settings.token ? { Authorization: `Bearer ${settings.token}` } : {}),
      },
      body: JSON.stringify({
        pacticipantName: pact.consumer.name,
        pacticipantVersionNumber: settings.version,
        ...(settings.branch ? { branch: settings.branch } : {}),
        contracts: [
          {
            consumerName: pact.consumer.name,
            providerName: pact.provider.name,
            specification: 'pact',
            contentType: 'application/json',
            content: readFileSync(file).toString('base64'),
          },
        ],
      }),
    });
    if (!response.ok) throw new Error(`Publishing ${file} failed: ${response.status} ${await response.text()}`);
    console.log(`Published ${file} as ${pact.consumer.name} ${settings.version}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const settings = publishSettings();
  if (!settings) {
    console.log('Publishing is off: set PACT_PUBLISH=true, PACT_BROKER_BASE_URL and PACT_CONSUMER_VERSION.');
  } else {
    await publishPacts(settings);
  }
}
