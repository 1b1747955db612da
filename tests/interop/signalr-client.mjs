// The official SignalR JavaScript client with its MessagePack hub protocol, talking to a hub served by the test that
// runs this script. Usage: node signalr-client.mjs <hub url>. Prints one JSON line with what it received; exits 1 on
// any failure, with the error on stderr. Every step is bounded by a timeout so the script always ends.
import * as signalR from "@microsoft/signalr";
import { MessagePackHubProtocol } from "@microsoft/signalr-protocol-msgpack";

const url = process.argv[2];
const within = (promise, ms, what) =>
  Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms))]);

const connection = new signalR.HubConnectionBuilder()
  .withUrl(url, { transport: signalR.HttpTransportType.WebSockets, skipNegotiation: true })
  .withHubProtocol(new MessagePackHubProtocol())
  .configureLogging(signalR.LogLevel.Warning)
  .build();

const result = {};
try {
  const pushed = new Promise((resolve) => connection.on("Scored", (score) => resolve(score)));
  await within(connection.start(), 10000, "start");

  result.echo = await within(connection.invoke("Echo", { Player: "js", Points: 41 }), 10000, "Echo");

  result.countdown = [];
  await within(new Promise((resolve, reject) => {
    connection.stream("Countdown", "js", 3).subscribe({
      next: (item) => result.countdown.push(item),
      complete: resolve,
      error: reject,
    });
  }), 10000, "Countdown");

  const upload = new signalR.Subject();
  const total = connection.invoke("Total", upload);
  upload.next({ Player: "a", Points: 1 });
  upload.next({ Player: "b", Points: 2 });
  upload.complete();
  result.total = await within(total, 10000, "Total");

  try {
    await within(connection.invoke("Fail", "bad move"), 10000, "Fail");
    result.error = null;
  } catch (e) {
    result.error = String(e.message);
  }

  await within(connection.invoke("Push", { Player: "pushed", Points: 7 }), 10000, "Push");
  result.pushed = await within(pushed, 10000, "Scored");

  await connection.stop();
  console.log(JSON.stringify(result));
} catch (e) {
  console.error(e && e.stack ? e.stack : String(e));
  try { await connection.stop(); } catch { /* already closed */ }
  process.exit(1);
}
