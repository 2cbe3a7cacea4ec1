// The message files (messages/<locale>.json): `node scripts/i18n/messages.mjs sort` writes each with its
// keys in order (so that changes by different hands land in different places), `add key en es fr de`
// adds one message in the four languages, and `count` prints how many messages each language has.
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';

const LOCALES = ['en', 'es', 'fr', 'de'];
const file = (locale) => new URL(`../../messages/${locale}.json`, import.meta.url);
const read = (locale) => JSON.parse(readFileSync(file(locale), 'utf8'));
// Written as Prettier writes JSON (what `npm run lint` checks).
const write = async (locale, messages) => {
  const { $schema, ...rest } = messages;
  const sorted = Object.fromEntries(
    Object.keys(rest)
      .sort()
      .map((key) => [key, rest[key]]),
  );
  const path = file(locale).pathname;
  const options = (await resolveConfig(path)) ?? {};
  const text = JSON.stringify({ $schema, ...sorted }, null, 2);
  writeFileSync(file(locale), await format(text, { ...options, filepath: path }));
};

const [command, ...args] = process.argv.slice(2);
if (command === 'sort') {
  for (const locale of LOCALES) await write(locale, read(locale));
} else if (command === 'add') {
  const [key, ...texts] = args;
  if (!key || texts.length !== LOCALES.length) {
    console.error('usage: node scripts/i18n/messages.mjs add <key> <en> <es> <fr> <de>');
    process.exit(2);
  }
  for (const [index, locale] of LOCALES.entries()) {
    await write(locale, { ...read(locale), [key]: texts[index] });
  }
} else if (command === 'count') {
  for (const locale of LOCALES) {
    const count = Object.keys(read(locale)).filter((key) => key !== '$schema').length;
    console.log(`${locale}: ${count} messages`);
  }
} else {
  console.error(
    'usage: node scripts/i18n/messages.mjs sort | add <key> <en> <es> <fr> <de> | count',
  );
  process.exit(2);
}
