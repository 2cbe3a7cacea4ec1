import { doc, embeddedAsset, h2, link, p, quote, text, ul, type RichNode } from './richText';

/**
 * The demo space's translations: its locales are `en-US` (the default, the seed's own text), `es`,
 * `fr` and `de`. Two blog entries and one press entry are translated in full; the other entries,
 * and every field left out here, have English only, as an editor who has not translated them yet
 * leaves them: the site shows them in English, marked as such.
 */

export type SeedLocale = 'es' | 'fr' | 'de';
export const SEED_LOCALES = ['en-US', 'es', 'fr', 'de'] as const;
export const SEED_DEFAULT_LOCALE = 'en-US';

/** An entry's fields in another locale, by the entry's id. */
export type EntryTranslations = Record<
  string,
  Partial<Record<SeedLocale, Record<string, unknown>>>
>;

const embed = (id: string): RichNode => embeddedAsset(`${id}-asset`);
const RICKS = 'https://www.rickscafejamaica.com';

export const ENTRY_TRANSLATIONS: EntryTranslations = {
  // Sunset at Rick's Cafe
  '4kQeJ8pYvN2sWx1aBc3DeF': {
    es: {
      title: 'Atardecer en Rick’s Café: acantilados, reggae y el mejor lugar de la casa',
      excerpt:
        'Medio Negril termina el día en los acantilados del West End. Te contamos cómo conseguir una buena mesa, cuándo ver a los clavadistas y qué pedir mientras el cielo se pone rosa.',
      body: doc(
        p(
          'Cada tarde, un poco antes de las seis, la carretera del West End se llena de taxis colectivos y motonetas que van al mismo lugar: los acantilados de piedra caliza de ',
          text('Rick’s Café', 'bold'),
          ', donde el sol se hunde en el Caribe al ritmo de una banda de reggae en vivo.',
        ),
        h2('Cuándo llegar'),
        p(
          'Llega a las cinco. Las terrazas bajas, las más cercanas al agua, se llenan primero, y la mejor vista de los clavadistas está junto a la baranda del bar. La entrada es gratis antes del atardecer casi todos los días; después se cobra una entrada que incluye una bebida.',
        ),
        embed('cliff-jumper'),
        h2('Los clavadistas'),
        p(
          'Los clavadistas locales trepan a un árbol en lo alto del acantilado y saltan desde casi doce metros. Dales propina: lo hacen por ti. Si nadas bien, puedes probar las plataformas más bajas, pero antes mira la ',
          text('bandera', 'italic'),
          ': roja significa que el mar está demasiado agitado para saltar.',
        ),
        quote('Negril no es un lugar que se visita. Es un ritmo que se adopta.'),
        h2('Qué pedir'),
        ul(
          ['Un ponche de ron con Appleton Estate, el clásico.'],
          ['Camarones picantes de la parrilla, si te gusta el picante.'],
          ['Un Ting con limón para quien maneja.'],
        ),
        p(
          'Lee más sobre el West End en nuestra ',
          link('/negril', 'guía de Negril'),
          ' o consulta el ',
          link(RICKS, 'sitio del café'),
          ' para ver los horarios.',
        ),
      ),
    },
    fr: {
      title:
        'Coucher de soleil au Rick’s Café : falaises, reggae et la meilleure place de la maison',
      excerpt:
        'La moitié de Negril finit la journée sur les falaises du West End. Voici comment obtenir une bonne table, quand regarder les plongeurs et quoi commander pendant que le ciel vire au rose.',
      body: doc(
        p(
          'Chaque soir, un peu avant six heures, la route du West End se remplit de taxis collectifs et de scooters qui vont tous au même endroit : les falaises calcaires du ',
          text('Rick’s Café', 'bold'),
          ', où le soleil plonge dans la mer des Caraïbes au son d’un groupe de reggae.',
        ),
        h2('Quand arriver'),
        p(
          'Venez vers cinq heures. Les terrasses basses, au plus près de l’eau, se remplissent en premier, et c’est depuis la rambarde près du bar qu’on voit le mieux les plongeurs. L’entrée est gratuite avant le coucher du soleil la plupart du temps ; ensuite, un droit d’entrée comprenant une boisson est demandé.',
        ),
        embed('cliff-jumper'),
        h2('Les plongeurs'),
        p(
          'Les plongeurs du coin grimpent dans un arbre en haut de la falaise et sautent de près de douze mètres. Laissez-leur un pourboire : c’est pour vous qu’ils sautent. Les bons nageurs peuvent essayer les plateformes plus basses, mais regardez d’abord le ',
          text('drapeau', 'italic'),
          ' : rouge, la mer est trop agitée pour sauter.',
        ),
        quote('Negril n’est pas un endroit qu’on visite. C’est un rythme qu’on adopte.'),
        h2('Que commander'),
        ul(
          ['Un punch au rhum Appleton Estate, le grand classique.'],
          ['Des crevettes pimentées du grill, si vous aimez quand ça pique.'],
          ['Un Ting au citron vert pour la personne qui conduit.'],
        ),
        p(
          'Pour en savoir plus sur le West End, lisez notre ',
          link('/negril', 'guide de Negril'),
          ', ou consultez le ',
          link(RICKS, 'site du café'),
          ' pour les horaires.',
        ),
      ),
    },
    de: {
      title: 'Sonnenuntergang im Rick’s Café: Klippen, Reggae und der beste Platz im Haus',
      excerpt:
        'Halb Negril lässt den Tag auf den Klippen des West End ausklingen. Wie Sie einen guten Tisch bekommen, wann Sie den Klippenspringern zusehen und was Sie bestellen, während sich der Himmel rosa färbt.',
      body: doc(
        p(
          'Jeden Abend kurz vor sechs füllt sich die Straße zum West End mit Sammeltaxis und Motorrollern, die alle dasselbe Ziel haben: die Kalksteinklippen des ',
          text('Rick’s Café', 'bold'),
          ', wo die Sonne zu den Klängen einer Reggae-Band ins Karibische Meer sinkt.',
        ),
        h2('Wann Sie kommen sollten'),
        p(
          'Kommen Sie gegen fünf. Die unteren Terrassen direkt am Wasser sind zuerst voll, und am besten sehen Sie die Springer vom Geländer an der Bar. Vor Sonnenuntergang ist der Eintritt an den meisten Tagen frei; danach wird ein Eintrittsgeld verlangt, in dem ein Getränk enthalten ist.',
        ),
        embed('cliff-jumper'),
        h2('Die Klippenspringer'),
        p(
          'Einheimische Springer klettern auf einen Baum oben auf der Klippe und springen aus fast zwölf Metern Höhe. Geben Sie ihnen Trinkgeld: Sie springen für Sie. Sichere Schwimmer können die niedrigeren Plattformen ausprobieren, sollten aber zuerst auf die ',
          text('Flagge', 'italic'),
          ' achten: Rot heißt, das Meer ist zu rau zum Springen.',
        ),
        quote('Negril ist kein Ort, den man besucht. Es ist ein Tempo, das man annimmt.'),
        h2('Was Sie bestellen sollten'),
        ul(
          ['Einen Rumpunsch mit Appleton Estate, den Klassiker.'],
          ['Scharfe Garnelen vom Grill, wenn Sie es feurig mögen.'],
          ['Ein Ting mit Limette für alle, die fahren.'],
        ),
        p(
          'Mehr über das West End lesen Sie in unserem ',
          link('/negril', 'Negril-Guide'),
          '; die Öffnungszeiten finden Sie auf der ',
          link(RICKS, 'Website des Cafés'),
          '.',
        ),
      ),
    },
  },
  // A slow day on Seven Mile Beach
  '7hTzQw3LmR9vUe6KpB2NcA': {
    es: {
      title: 'Un día tranquilo en Seven Mile Beach',
      excerpt:
        'Caminatas al amanecer, un patty de desayuno, una siesta bajo una uva de playa y un baño a las cuatro, cuando el agua está más tibia. Un día sin planes.',
      body: doc(
        p(
          'En realidad, Seven Mile Beach mide unas cuatro millas, pero aquí nadie lleva la cuenta. La arena es suave, el agua es poco profunda hasta muy adentro y el único horario es el del sol.',
        ),
        h2('Por la mañana'),
        p(
          'Camina hacia el norte desde la desembocadura del río al amanecer. Los pescadores recogen sus redes y los pelícanos se zambullen justo detrás de los bañistas.',
        ),
        embed('beach-palms'),
        h2('Por la tarde'),
        ul(
          ['Alquila una tumbona para todo el día; regatea con amabilidad.'],
          ['Busca la sombra de una uva de playa entre la una y las tres.'],
          ['Nada a las cuatro, cuando el agua está más tibia.'],
        ),
        p(
          text('Consejo:', 'bold'),
          ' el agua está más tranquila antes de las once. Las familias con niños pequeños deberían ir al extremo norte de la playa, hacia Bloody Bay.',
        ),
      ),
    },
    fr: {
      title: 'Une journée tranquille sur Seven Mile Beach',
      excerpt:
        'Une balade au lever du soleil, un patty au petit-déjeuner, une sieste sous un raisinier bord de mer et une baignade à seize heures, quand l’eau est la plus chaude. Une journée sans programme.',
      body: doc(
        p(
          'Seven Mile Beach mesure en réalité plutôt six kilomètres, mais ici personne ne compte. Le sable est doux, l’eau reste peu profonde très loin et le seul horaire est celui du soleil.',
        ),
        h2('Le matin'),
        p(
          'Marchez vers le nord depuis l’embouchure de la rivière au lever du soleil. Les pêcheurs remontent leurs filets et les pélicans plongent juste derrière les baigneurs.',
        ),
        embed('beach-palms'),
        h2('L’après-midi'),
        ul(
          ['Louez un transat pour la journée ; négociez poliment.'],
          ['Cherchez l’ombre d’un raisinier bord de mer entre treize et quinze heures.'],
          ['Baignez-vous à seize heures, quand l’eau est la plus chaude.'],
        ),
        p(
          text('Conseil :', 'bold'),
          ' la mer est plus calme avant onze heures. Les familles avec de jeunes enfants iront plutôt à l’extrémité nord, vers Bloody Bay.',
        ),
      ),
    },
    de: {
      title: 'Ein ruhiger Tag am Seven Mile Beach',
      excerpt:
        'Ein Spaziergang bei Sonnenaufgang, ein Patty zum Frühstück, ein Nickerchen unter einer Meertraube und ein Bad um vier, wenn das Wasser am wärmsten ist. Ein Tag ohne Pläne.',
      body: doc(
        p(
          'Eigentlich ist Seven Mile Beach eher vier Meilen lang, aber hier zählt niemand nach. Der Sand ist weich, das Wasser bleibt weit hinaus flach, und den einzigen Zeitplan macht die Sonne.',
        ),
        h2('Morgens'),
        p(
          'Gehen Sie bei Sonnenaufgang von der Flussmündung aus nach Norden. Die Fischer holen ihre Netze ein, und die Pelikane tauchen gleich hinter den Badenden ins Wasser.',
        ),
        embed('beach-palms'),
        h2('Nachmittags'),
        ul(
          ['Mieten Sie eine Liege für den ganzen Tag; handeln Sie höflich.'],
          ['Suchen Sie zwischen eins und drei Schatten unter einer Meertraube.'],
          ['Schwimmen Sie um vier, wenn das Wasser am wärmsten ist.'],
        ),
        p(
          text('Tipp:', 'bold'),
          ' Vor elf ist das Wasser am ruhigsten. Familien mit kleinen Kindern gehen am besten ans Nordende, Richtung Bloody Bay.',
        ),
      ),
    },
  },
  // Press: Negril named one of the Caribbean’s best beach towns
  '6yHnM2jUkI8oLpQ4wE1rTz': {
    es: {
      title: 'Negril, entre los mejores pueblos de playa del Caribe',
      text: doc(
        p(
          'Los lectores elogiaron el “ritmo sin prisas” de Seven Mile Beach y los atardeceres del West End, y destacaron nuestra guía de los mejores lugares para comer jerk.',
        ),
      ),
    },
    fr: {
      title: 'Negril parmi les plus belles villes balnéaires des Caraïbes',
      text: doc(
        p(
          'Les lecteurs ont salué le « rythme sans hâte » de Seven Mile Beach et les couchers de soleil du West End, et ont distingué notre guide des meilleures adresses où manger du jerk.',
        ),
      ),
    },
    de: {
      title: 'Negril zählt zu den schönsten Strandorten der Karibik',
      text: doc(
        p(
          'Die Leserinnen und Leser lobten das „gemächliche Tempo“ am Seven Mile Beach und die Sonnenuntergänge am West End und hoben unseren Guide zu den besten Jerk-Adressen hervor.',
        ),
      ),
    },
  },
};

/** Images' titles (their alt text) in other locales, by the seed asset's id. */
export const ASSET_TRANSLATIONS: Record<string, Partial<Record<SeedLocale, string>>> = {
  'ricks-sunset-asset': {
    es: 'Atardecer sobre los acantilados de Rick’s Café',
    fr: 'Coucher de soleil sur les falaises du Rick’s Café',
    de: 'Sonnenuntergang über den Klippen am Rick’s Café',
  },
  'cliff-jumper-asset': {
    es: 'Un clavadista en pleno salto sobre el agua turquesa',
    fr: 'Un plongeur en plein saut au-dessus de l’eau turquoise',
    de: 'Ein Klippenspringer in der Luft über türkisfarbenem Wasser',
  },
  'seven-mile-asset': {
    es: 'Seven Mile Beach por la mañana',
    fr: 'Seven Mile Beach le matin',
    de: 'Seven Mile Beach am Morgen',
  },
  'beach-palms-asset': {
    es: 'Palmeras inclinadas sobre la arena',
    fr: 'Des palmiers penchés sur le sable',
    de: 'Palmen, die sich über den Sand neigen',
  },
  'press-beach-asset': {
    es: 'La larga curva de Seven Mile Beach',
    fr: 'La longue courbe de Seven Mile Beach',
    de: 'Der lange Bogen des Seven Mile Beach',
  },
};
