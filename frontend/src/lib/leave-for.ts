/** Sends the browser to another site (an eID broker's login): its own module, so tests can see where. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
