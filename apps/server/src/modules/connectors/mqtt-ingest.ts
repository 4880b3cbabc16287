import type { FastifyBaseLogger } from 'fastify';
import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
import { randomBytes } from 'node:crypto';
import { HttpError } from '../../lib/http-error';
import type { ConnectorsService, MqttSubscription } from './connectors.service';
import { ingestRoutes, type IngestService } from './ingest.service';

export type MqttIngestDeps = {
  /** The broker, e.g. `mqtt://broker:1883`. */
  url: string;
  connectors: ConnectorsService;
  ingest: IngestService;
  log: FastifyBaseLogger;
  /** How often the topics are read again, for connectors changed on other server instances. */
  resyncMs?: number;
};

/** What the subscriber did with the messages it received since it started. */
export type MqttIngestCounts = { stored: number; refused: number };

/**
 * Instances of the server share each topic's messages (an MQTT 5 shared subscription), so a message
 * is stored by one of them only.
 */
const sharedTopic = (topic: string) => `$share/feedmarket/${topic}`;

/** The one value of a user property (the first when a publisher repeated it). */
function userProperty(packet: IPublishPacket, name: string): string | undefined {
  const value = packet.properties?.userProperties?.[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The API client's token a message carries: its `authorization` user property, with or without `Bearer `. */
const tokenOf = (packet: IPublishPacket) =>
  userProperty(packet, 'authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim();

/**
 * Inbound push over MQTT: the server subscribes to the topic of each active MQTT push connector on
 * the broker and hands every message to the ingestion service, as the HTTP endpoint does with a
 * request: the token is checked by the server (the broker is shared), the batch is read whole, a
 * malformed or refused one keeps nothing, and the call is metered. Connectors changed here are
 * followed at once, those changed on another instance within `resyncMs`.
 */
export function createMqttIngest({ url, connectors, ingest, log, resyncMs = 30_000 }: MqttIngestDeps) {
  let client: MqttClient | undefined;
  let byTopic = new Map<string, MqttSubscription[]>();
  let syncing: Promise<void> = Promise.resolve();
  let connected!: () => void;
  const firstConnect = new Promise<void>((resolve) => (connected = resolve));
  const inFlight = new Set<Promise<void>>();
  const counts: MqttIngestCounts = { stored: 0, refused: 0 };
  let resyncTimer: NodeJS.Timeout | undefined;
  let stopWatching = () => {};

  /** Subscribes to the topics of active connectors and leaves the others. */
  async function syncTopics(mqttClient: MqttClient, resubscribeAll: boolean) {
    const wanted = new Map<string, MqttSubscription[]>();
    for (const subscription of await connectors.mqttSubscriptions()) {
      wanted.set(subscription.topic, [...(wanted.get(subscription.topic) ?? []), subscription]);
    }
    const added = [...wanted.keys()].filter((topic) => resubscribeAll || !byTopic.has(topic));
    const removed = [...byTopic.keys()].filter((topic) => !wanted.has(topic));
    // Messages of a left topic that arrive meanwhile find no connector and are dropped.
    byTopic = wanted;
    if (removed.length) await mqttClient.unsubscribeAsync(removed.map(sharedTopic));
    if (added.length) await mqttClient.subscribeAsync(added.map(sharedTopic), { qos: 1 });
  }

  function sync(resubscribeAll = false): Promise<void> {
    const mqttClient = client;
    if (!mqttClient?.connected) return syncing;
    syncing = syncing
      .then(() => syncTopics(mqttClient, resubscribeAll))
      .catch((error: unknown) => log.error({ err: error }, 'MQTT: subscribing to the connectors’ topics failed'));
    return syncing;
  }

  async function receive(subscriptions: MqttSubscription[], payload: Buffer, packet: IPublishPacket) {
    const token = tokenOf(packet);
    const caller = token ? await connectors.authenticate(token) : null;
    if (!caller) {
      counts.refused++;
      log.warn({ topic: packet.topic }, 'MQTT: a message without a valid API client token was refused');
      return;
    }
    for (const subscription of subscriptions) {
      try {
        await ingest.push(
          caller,
          {
            feedId: subscription.feedId,
            trackingId: userProperty(packet, 'trackingId'),
            contentType: packet.properties?.contentType,
            defaultFormat: subscription.format,
            body: payload.toString('utf8'),
          },
          ingestRoutes.mqtt,
        );
        counts.stored++;
      } catch (error) {
        counts.refused++;
        if (error instanceof HttpError) {
          log.warn(
            { topic: packet.topic, reason: error.message, clientId: caller.clientId },
            'MQTT: a message was refused',
          );
        } else {
          log.error({ err: error, topic: packet.topic }, 'MQTT: storing a message failed');
        }
      }
    }
  }

  function onMessage(topic: string, payload: Buffer, packet: IPublishPacket) {
    const subscriptions = byTopic.get(topic);
    // A retained message is one the broker already delivered live: storing it again would repeat it.
    if (!subscriptions || packet.retain) return;
    const work = receive(subscriptions, payload, packet).finally(() => inFlight.delete(work));
    inFlight.add(work);
  }

  return {
    /** Connects to the broker; subscriptions follow once it answers (and again after each reconnection). */
    start() {
      client = mqtt.connect(url, {
        protocolVersion: 5,
        clientId: `feedmarket-${randomBytes(6).toString('hex')}`,
        clean: true,
        reconnectPeriod: 2_000,
        // Subscriptions are renewed from the connectors on each connection, not replayed by the client.
        resubscribe: false,
      });
      client.on('connect', () => {
        void sync(true).then(connected);
      });
      client.on('message', onMessage);
      client.on('error', (error) => log.error({ err: error }, 'MQTT: broker connection error'));
      stopWatching = connectors.onConnectorsChanged(() => void sync());
      resyncTimer = setInterval(() => void sync(), resyncMs).unref();
    },

    /** Resolves once connected and the subscriptions asked for so far are in place. */
    async idle(): Promise<void> {
      await firstConnect;
      await syncing;
    },

    /** Resolves once the messages received so far are stored or refused. */
    async settled(): Promise<void> {
      await Promise.all([...inFlight]);
    },

    /** The topics subscribed to. */
    topics: () => [...byTopic.keys()],

    counts: (): MqttIngestCounts => ({ ...counts }),

    /** Stops receiving, then waits for the messages being stored. */
    async close(): Promise<void> {
      stopWatching();
      clearInterval(resyncTimer);
      await client?.endAsync();
      await Promise.all([...inFlight]);
    },
  };
}

export type MqttIngest = ReturnType<typeof createMqttIngest>;
