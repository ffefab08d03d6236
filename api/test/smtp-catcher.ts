import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}

function listen(server: Server | SMTPServer): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
}

/** The SMTP server itself: keeps what it receives, or answers 451 while refusing. */
function catchingServer(received: ParsedMail[], refusing: () => boolean): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      if (refusing()) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
}

/**
 * A local SMTP server on 127.0.0.1 that keeps what it receives. It can be told to refuse mail (451),
 * or to fall silent: then it accepts connections and never says a word, as a hung server does
 * (the client waits for a greeting that never comes).
 */
export async function startSmtpCatcher() {
  const received: ParsedMail[] = [];
  let refusing = false;
  let silent = false;
  const sockets = new Set<Socket>();
  const smtp = catchingServer(received, () => refusing);
  await listen(smtp);
  const smtpPort = portOf(smtp.server);

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  };
  // The port clients see: silent, or passing every byte to the SMTP server behind it.
  const front = createServer((client) => {
    track(client);
    if (silent) return;
    const server = connect(smtpPort, '127.0.0.1');
    track(server);
    client.pipe(server).pipe(client);
    server.on('close', () => client.destroy());
    client.on('close', () => server.destroy());
  });
  await listen(front);

  return {
    port: portOf(front),
    received,
    refuse: (value: boolean) => {
      refusing = value;
    },
    silence: (value: boolean) => {
      silent = value;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;
