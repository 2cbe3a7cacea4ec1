/**
 * The header a server in private mode asks for on the guide's calls: the word the visitor
 * unlocked the guide with (none before the gate opens).
 */
export function guideWordHeaders(word: string): Record<string, string> {
  return word ? { 'X-Guide-Word': word } : {};
}
