/** What the compiled messages depend on (message files, settings, Paraglide's version), as one hash. */
export function messagesFingerprint(root?: string): string;
/** Compiles the messages (unless `onlyIfChanged` and nothing changed); resolves true if it did. */
export function compileMessages(options?: {
  root?: string;
  onlyIfChanged?: boolean;
}): Promise<boolean>;
