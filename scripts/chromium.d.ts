/** Debian's Chromium: the bootstrap installs it, and no browser build is ever downloaded. */
export declare const chromiumPath: string;
/**
 * Flags the machine needs: no sandbox as root, and no connection beyond loopback (no background
 * networking, component updates, sync or QUIC); text drawn without hinting, the same on every machine,
 * so screenshots compare.
 */
export declare const chromiumArgs: readonly string[];
