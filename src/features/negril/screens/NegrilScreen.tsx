import { useEffect, useState } from 'react';
import { PageHeading } from '../../../components/PageHeading';
import { ServiceGate } from '../../../components/ServiceGate';
import { Spinner } from '../../../components/Spinner';
import { useConfig } from '../../../components/ConfigProvider';
import { GuideBrowser } from '../components/GuideBrowser';
import { GuideGate } from '../components/GuideGate';
import { isGuideWord } from '../guideWord';
import { useNegrilDispatch, useNegrilSelector } from '../negrilSlice';
import { setNegrilPassword } from '../negrilSlice';

interface Checked {
  word: string;
  digest: string;
  open: boolean;
}

/**
 * Whether the word kept in the store (and under the storage key `negrilPassword`) opens the
 * guide. Checked again whenever it or the build's digest changes: a kept word that no longer
 * matches locks the guide again.
 */
function NegrilGuide({ digest }: { digest: string }) {
  const dispatch = useNegrilDispatch();
  const word = useNegrilSelector((state) => state.negril.negrilPassword);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [unlockedHere, setUnlockedHere] = useState(false);

  useEffect(() => {
    if (!word) return;
    let current = true;
    void isGuideWord(word, digest).then((open) => {
      if (current) setChecked({ word, digest, open });
    });
    return () => {
      current = false;
    };
  }, [word, digest]);

  const known = checked?.word === word && checked.digest === digest ? checked : null;

  if (word && !known) return <Spinner label="Opening the guide" />;
  if (known?.open) return <GuideBrowser focusOnOpen={unlockedHere} />;
  return (
    <GuideGate
      digest={digest}
      savedWordFailed={word !== ''}
      onUnlock={(entered) => {
        // Known to match already: the guide opens without a second check in between.
        setChecked({ word: entered, digest, open: true });
        setUnlockedHere(true);
        dispatch(setNegrilPassword(entered));
      }}
    />
  );
}

export default function NegrilScreen() {
  const { negrilGuide } = useConfig();
  return (
    <>
      <PageHeading lead="Where to eat, swim, dance and unwind, chosen by people who live here.">
        Negril Guide
      </PageHeading>
      <ServiceGate what="The Negril guide" service={negrilGuide}>
        {({ digest }) => <NegrilGuide digest={digest} />}
      </ServiceGate>
    </>
  );
}
