// What the page says when a configuration's simulator cannot be fetched: not built (the
// server answered 404), still being built (404, and the server's models/index.json lists it
// as building), or no network (offline, and never run on this device before).

export function modelNotBuiltMessage(configId: string): string {
  return `The simulator for ${configId} is not built. Build it with: npm run model -- ${configId}`;
}

/** The server lists the configuration as being built (`npm start` builds models after it serves). */
export function modelBuildingMessage(configId: string): string {
  return `The simulator for ${configId} is still being built; try again in a minute, when the lab lists it as ready.`;
}

/** The download failed: no answer from the server, as when the device is offline. */
export function modelUnreachableMessage(configId: string, online: boolean): string {
  const stored = 'Configurations that have run on this device before still work offline.';
  return online
    ? `The simulator for ${configId} could not be downloaded: the server did not answer. ${stored}`
    : `You are offline, and ${configId} has not run on this device before, so its simulator is not stored here. ${stored} Connect to the network once to use this one.`;
}
