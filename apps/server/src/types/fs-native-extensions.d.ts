/** The part of fs-native-extensions the server uses (the package ships no types). */
declare module 'fs-native-extensions' {
  /** Takes an exclusive lock on an open file without waiting: false when another holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
}
