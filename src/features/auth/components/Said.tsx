import type { ReactNode } from 'react';
import type { Sentence } from '../../../lib/http/serverSentences';

/** A sentence that may be the server's English on another language's page: marked as such. */
export function Said({ sentence }: { sentence: Sentence }) {
  return sentence.lang ? <span lang={sentence.lang}>{sentence.text}</span> : sentence.text;
}

/** Where the element goes in a message made by `withElement`: a private-use character. */
const PLACE = '\uE000';

/**
 * A message with an element inside it (a link, an emphasised address): the message is made with
 * a mark where the element goes, so that each language puts it where its sentence needs it.
 */
export function withElement(make: (place: string) => string, element: ReactNode): ReactNode {
  const [before = '', after = ''] = make(PLACE).split(PLACE);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}
