import type { MenuPage, Metadata, Module } from '../src/entities/index.js';
import { LANGUAGES } from '../src/i18n/languages.js';
import { AGENCY } from './agency.js';
import { mediaUrl } from './picture-plan.js';
import { localized, type Texts } from './property-types.js';

/**
 * The menu of SPEC §2 "Menu pages". `name` is the URL segment of the page (/Nieuwbouw/),
 * `path` the page key the routing module resolves. Module relation ids name what a module
 * shows: for property lists one of 'latest', 'for-sale', 'for-rent', 'foreign' (outside
 * Belgium) and 'references' (Marquee 1: sold or rented); 'projects' for the project list;
 * the form name for contact modules; the page key for articles (its text is params.content).
 */

type Params = MenuPage['params'];

const OG_IMAGE = mediaUrl('banner', 1);

function metadata(title: Texts, description: Texts): Params['metadata'] {
  const [en, nl, fr, de] = LANGUAGES.map((_, i): Metadata => {
    const pageTitle = title[i] ?? '';
    const text = description[i] ?? '';
    return {
      pageTitle,
      metadataTitle: `${pageTitle} | ${AGENCY.name}`,
      metadataDescription: text,
      ogTitle: `${pageTitle} | ${AGENCY.name}`,
      ogDescription: text,
      ogImage: OG_IMAGE,
      twitterTitle: pageTitle,
      twitterDescription: text,
      twitterImage: OG_IMAGE,
      isActiveSEO: true,
    };
  }) as [Metadata, Metadata, Metadata, Metadata];
  return { en, nl, fr, de };
}

interface ModuleOptions {
  title: Texts;
  type: Module['relations']['type'];
  id: string;
  view: Module['view'];
  position?: number;
  maxItems?: number;
  numberItemOfRow?: number;
  backgroundType?: Module['backgroundType'];
  colorBackground?: string;
}

function module(options: ModuleOptions): Module {
  const position = options.position ?? 0;
  return {
    title: localized(options.title),
    titleSize: 'h2',
    position,
    span: 12,
    col: { sm: 12, md: 12, lg: 12 },
    sort: position + 1,
    view: options.view,
    class: `module-${options.type}`,
    backgroundType: options.backgroundType ?? 'none',
    ...(options.colorBackground !== undefined && { colorBackground: options.colorBackground }),
    relations: { type: options.type, id: options.id },
    status: true,
    // SPEC §9: modules show 4 items per row.
    numberItemOfRow: options.numberItemOfRow ?? 4,
    maxItems: options.maxItems ?? 12,
    isHasSubcategories: false,
  };
}

interface PageOptions {
  id: number;
  parentId?: number;
  name: string;
  path: string;
  status?: MenuPage['status'];
  created: string;
  sort: number;
  type: Params['type'];
  title: Texts;
  description: Texts;
  modules: Module[];
  content?: Texts;
  childMenus?: MenuPage[];
}

function page(options: PageOptions): MenuPage {
  return {
    id: options.id,
    parentId: options.parentId ?? null,
    name: options.name,
    path: options.path,
    status: options.status ?? 'Published',
    createDate: `${options.created}T09:00:00.000Z`,
    modifyDate: `${options.created}T16:30:00.000Z`,
    sort: options.sort,
    childMenus: options.childMenus ?? [],
    params: {
      title: localized(options.title),
      description: localized(options.description),
      metadata: metadata(options.title, options.description),
      image: OG_IMAGE,
      modules: options.modules,
      ...(options.content && { content: localized(options.content) }),
      type: options.type,
      redirect: false,
    },
  };
}

const HOME_CONTENT: Texts = [
  '<h2>Welcome to Immo Lys</h2><p>For more than 25 years we have been helping families, investors and businesses buy, sell and rent property in Ghent, the Leie region and far beyond. Every property is visited, valued and presented by one of our accredited brokers.</p><p>Looking for a home abroad? Our <a href="/Buitenland/">foreign</a> selection covers the French Riviera, Provence and the Costa del Sol.</p>',
  '<h2>Welkom bij Immo Lys</h2><p>Al meer dan 25 jaar helpen wij gezinnen, investeerders en bedrijven bij het kopen, verkopen en huren van vastgoed in Gent, de Leiestreek en ver daarbuiten. Elk pand wordt bezocht, geschat en voorgesteld door een van onze erkende makelaars.</p><p>Op zoek naar een woning in het buitenland? Ons aanbod in het <a href="/Buitenland/">buitenland</a> omvat de Côte d’Azur, de Provence en de Costa del Sol.</p>',
  '<h2>Bienvenue chez Immo Lys</h2><p>Depuis plus de 25 ans, nous aidons familles, investisseurs et entreprises à acheter, vendre et louer des biens à Gand, dans la région de la Lys et bien au-delà. Chaque bien est visité, estimé et présenté par l’un de nos agents agréés.</p><p>Vous cherchez un bien à l’étranger ? Notre sélection <a href="/Buitenland/">à l’étranger</a> couvre la Côte d’Azur, la Provence et la Costa del Sol.</p>',
  '<h2>Willkommen bei Immo Lys</h2><p>Seit mehr als 25 Jahren helfen wir Familien, Anlegern und Unternehmen beim Kauf, Verkauf und bei der Miete von Immobilien in Gent, im Leiegebiet und weit darüber hinaus. Jede Immobilie wird von einem unserer zugelassenen Makler besichtigt, bewertet und präsentiert.</p><p>Sie suchen eine Immobilie im Ausland? Unser <a href="/Buitenland/">Auslandsangebot</a> umfasst die Côte d’Azur, die Provence und die Costa del Sol.</p>',
];

const SELL_CONTENT: Texts = [
  `<h2>Selling your home with Immo Lys</h2>
<p>Selling a property is a big step. Our team guides you from the first valuation to the signing of the deed, so that you get the best price without the worries.</p>
<h3>How we work</h3>
<ol>
<li><strong>Free valuation</strong> – a broker visits your property and gives you a realistic market value, based on recent sales in your neighbourhood.</li>
<li><strong>A complete file</strong> – we gather the EPC, the electrical inspection report, the asbestos certificate, the soil certificate and the planning information.</li>
<li><strong>Professional presentation</strong> – photographs, floor plans and a 360° virtual tour, published on our website and on the main property portals.</li>
<li><strong>Visits and negotiation</strong> – we screen candidates, organise the visits and negotiate every offer on your behalf.</li>
<li><strong>Up to the deed</strong> – we draw up the sale agreement and follow the file with the notary until the deed is signed.</li>
</ol>
<p>With your owner login you follow the visits, reactions and online statistics of your property in real time.</p>
<p><a href="/contact-demand/">Ask for a free valuation</a></p>`,
  `<h2>Uw woning verkopen met Immo Lys</h2>
<p>Een woning verkopen is een grote stap. Ons team begeleidt u van de eerste schatting tot de ondertekening van de akte, zodat u zonder zorgen de beste prijs krijgt.</p>
<h3>Zo werken wij</h3>
<ol>
<li><strong>Gratis schatting</strong> – een makelaar bezoekt uw woning en bepaalt een realistische marktwaarde, op basis van recente verkopen in uw buurt.</li>
<li><strong>Een volledig dossier</strong> – wij verzamelen het EPC, het keuringsverslag van de elektriciteit, het asbestattest, het bodemattest en de stedenbouwkundige inlichtingen.</li>
<li><strong>Professionele voorstelling</strong> – foto’s, grondplannen en een virtuele 360°-rondleiding, gepubliceerd op onze website en op de belangrijkste vastgoedportalen.</li>
<li><strong>Bezoeken en onderhandeling</strong> – wij screenen kandidaten, organiseren de bezoeken en onderhandelen elk bod in uw naam.</li>
<li><strong>Tot aan de akte</strong> – wij stellen de verkoopovereenkomst op en volgen het dossier bij de notaris op tot de akte ondertekend is.</li>
</ol>
<p>Via uw eigenaarslogin volgt u de bezoeken, reacties en onlinestatistieken van uw woning in real time.</p>
<p><a href="/contact-demand/">Vraag een gratis schatting aan</a></p>`,
  `<h2>Vendre votre bien avec Immo Lys</h2>
<p>Vendre un bien est une étape importante. Notre équipe vous accompagne de la première estimation jusqu’à la signature de l’acte, pour que vous obteniez le meilleur prix en toute sérénité.</p>
<h3>Notre méthode</h3>
<ol>
<li><strong>Estimation gratuite</strong> – un agent visite votre bien et en fixe une valeur de marché réaliste, sur la base des ventes récentes dans votre quartier.</li>
<li><strong>Un dossier complet</strong> – nous rassemblons le certificat PEB, le contrôle de l’installation électrique, l’attestation amiante, l’attestation du sol et les renseignements urbanistiques.</li>
<li><strong>Une présentation professionnelle</strong> – photos, plans et visite virtuelle à 360°, publiés sur notre site et sur les principaux portails immobiliers.</li>
<li><strong>Visites et négociation</strong> – nous sélectionnons les candidats, organisons les visites et négocions chaque offre en votre nom.</li>
<li><strong>Jusqu’à l’acte</strong> – nous rédigeons le compromis de vente et suivons le dossier chez le notaire jusqu’à la signature de l’acte.</li>
</ol>
<p>Grâce à votre espace propriétaire, vous suivez en temps réel les visites, les réactions et les statistiques en ligne de votre bien.</p>
<p><a href="/contact-demand/">Demandez une estimation gratuite</a></p>`,
  `<h2>Ihre Immobilie mit Immo Lys verkaufen</h2>
<p>Der Verkauf einer Immobilie ist ein großer Schritt. Unser Team begleitet Sie von der ersten Bewertung bis zur Unterzeichnung der Urkunde, damit Sie sorgenfrei den besten Preis erzielen.</p>
<h3>So arbeiten wir</h3>
<ol>
<li><strong>Kostenlose Bewertung</strong> – ein Makler besichtigt Ihre Immobilie und ermittelt einen realistischen Marktwert auf Grundlage aktueller Verkäufe in Ihrer Umgebung.</li>
<li><strong>Vollständige Unterlagen</strong> – wir stellen den Energieausweis, das Elektroprüfprotokoll, die Asbestbescheinigung, die Bodenbescheinigung und die städtebaulichen Auskünfte zusammen.</li>
<li><strong>Professionelle Präsentation</strong> – Fotos, Grundrisse und ein virtueller 360°-Rundgang, veröffentlicht auf unserer Website und den wichtigsten Immobilienportalen.</li>
<li><strong>Besichtigungen und Verhandlung</strong> – wir prüfen die Interessenten, organisieren die Besichtigungen und verhandeln jedes Angebot in Ihrem Namen.</li>
<li><strong>Bis zur Urkunde</strong> – wir erstellen den Kaufvorvertrag und begleiten die Akte beim Notar bis zur Unterzeichnung.</li>
</ol>
<p>Über Ihren Eigentümer-Login verfolgen Sie Besichtigungen, Reaktionen und Online-Statistiken Ihrer Immobilie in Echtzeit.</p>
<p><a href="/contact-demand/">Kostenlose Bewertung anfragen</a></p>`,
];

const CONTACT_CONTENT: Texts = [
  '<p>Questions about a property, a valuation or a rental? Fill in the form and we will get back to you within one working day.</p>',
  '<p>Vragen over een pand, een schatting of een verhuring? Vul het formulier in en wij nemen binnen één werkdag contact met u op.</p>',
  '<p>Une question sur un bien, une estimation ou une location ? Remplissez le formulaire et nous vous recontactons dans un délai d’un jour ouvrable.</p>',
  '<p>Fragen zu einer Immobilie, einer Bewertung oder einer Vermietung? Füllen Sie das Formular aus, wir melden uns innerhalb eines Werktags.</p>',
];

const valuation = page({
  id: 8,
  parentId: 6,
  name: 'contact-demand',
  path: 'contact-demand',
  created: '2026-01-05',
  sort: 1,
  type: 'contact',
  title: ['Free valuation', 'Gratis schatting', 'Estimation gratuite', 'Kostenlose Bewertung'],
  description: [
    'Request a free, no-obligation valuation of your property by an accredited broker.',
    'Vraag een gratis en vrijblijvende schatting van uw woning aan door een erkend makelaar.',
    'Demandez une estimation gratuite et sans engagement de votre bien par un agent agréé.',
    'Fordern Sie eine kostenlose und unverbindliche Bewertung Ihrer Immobilie durch einen zugelassenen Makler an.',
  ],
  modules: [
    module({
      title: ['Free valuation', 'Gratis schatting', 'Estimation gratuite', 'Kostenlose Bewertung'],
      type: 'contact',
      id: 'contact-demand',
      view: 'form',
      maxItems: 1,
      numberItemOfRow: 1,
    }),
  ],
});

/** The menu, in menu order; one Draft entry shows that only Published pages are listed. */
export const menuPages: MenuPage[] = [
  page({
    id: 1,
    name: 'home',
    path: 'home',
    created: '2026-01-05',
    sort: 1,
    type: 'home',
    title: ['Home', 'Home', 'Accueil', 'Startseite'],
    description: [
      'Immo Lys, your estate agent in Ghent: houses, apartments and new builds for sale and for rent in Belgium and abroad.',
      'Immo Lys, uw vastgoedmakelaar in Gent: woningen, appartementen en nieuwbouw te koop en te huur in België en het buitenland.',
      'Immo Lys, votre agent immobilier à Gand : maisons, appartements et biens neufs à vendre et à louer en Belgique et à l’étranger.',
      'Immo Lys, Ihr Immobilienmakler in Gent: Häuser, Wohnungen und Neubauten zum Kauf und zur Miete in Belgien und im Ausland.',
    ],
    content: HOME_CONTENT,
    modules: [
      module({
        title: ['About us', 'Over ons', 'Qui sommes-nous', 'Über uns'],
        type: 'article',
        id: 'home',
        view: 'article',
        position: 0,
        maxItems: 1,
        numberItemOfRow: 1,
      }),
      module({
        title: ['Latest properties', 'Nieuwste panden', 'Derniers biens', 'Neueste Immobilien'],
        type: 'property-list',
        id: 'latest',
        view: 'grid',
        position: 1,
        // SPEC §2: the home page shows the 4 latest properties.
        maxItems: 4,
        numberItemOfRow: 4,
        backgroundType: 'color',
        colorBackground: '#f4f1ec',
      }),
    ],
  }),
  page({
    id: 2,
    name: 'for-sale',
    path: 'for-sale',
    created: '2026-01-05',
    sort: 2,
    type: 'property-list',
    title: ['For sale', 'Te koop', 'À vendre', 'Zu verkaufen'],
    description: [
      'Houses, apartments, land and commercial property for sale with Immo Lys.',
      'Woningen, appartementen, gronden en handelspanden te koop bij Immo Lys.',
      'Maisons, appartements, terrains et commerces à vendre chez Immo Lys.',
      'Häuser, Wohnungen, Grundstücke und Gewerbeimmobilien zum Kauf bei Immo Lys.',
    ],
    modules: [
      module({
        title: ['Properties for sale', 'Panden te koop', 'Biens à vendre', 'Immobilien zum Kauf'],
        type: 'property-list',
        id: 'for-sale',
        view: 'grid',
      }),
    ],
  }),
  page({
    id: 3,
    name: 'Nieuwbouw',
    path: 'projects',
    created: '2026-01-05',
    sort: 3,
    type: 'project-list',
    title: ['New builds', 'Nieuwbouw', 'Projets neufs', 'Neubau'],
    description: [
      'Energy-efficient new-build apartments and houses: discover our current projects.',
      'Energiezuinige nieuwbouwappartementen en -woningen: ontdek onze lopende projecten.',
      'Appartements et maisons neufs basse énergie : découvrez nos projets en cours.',
      'Energieeffiziente Neubauwohnungen und -häuser: entdecken Sie unsere aktuellen Projekte.',
    ],
    modules: [
      module({
        title: ['Our projects', 'Onze projecten', 'Nos projets', 'Unsere Projekte'],
        type: 'project-list',
        id: 'projects',
        view: 'grid',
      }),
    ],
  }),
  page({
    id: 4,
    name: 'Buitenland',
    path: 'foreign',
    created: '2026-01-05',
    sort: 4,
    type: 'property-list',
    title: ['Abroad', 'Buitenland', 'À l’étranger', 'Ausland'],
    description: [
      'Villas and apartments in France, Spain and Luxembourg, with the guidance of a Belgian agency.',
      'Villa’s en appartementen in Frankrijk, Spanje en Luxemburg, met de begeleiding van een Belgisch kantoor.',
      'Villas et appartements en France, en Espagne et au Luxembourg, avec l’accompagnement d’une agence belge.',
      'Villen und Wohnungen in Frankreich, Spanien und Luxemburg, mit der Begleitung eines belgischen Maklerbüros.',
    ],
    modules: [
      module({
        title: ['Properties abroad', 'Panden in het buitenland', 'Biens à l’étranger', 'Immobilien im Ausland'],
        type: 'property-list',
        id: 'foreign',
        view: 'grid',
      }),
    ],
  }),
  page({
    id: 5,
    name: 'Referenties',
    path: 'references',
    created: '2026-01-05',
    sort: 5,
    type: 'property-list',
    title: ['References', 'Referenties', 'Références', 'Referenzen'],
    description: [
      'A selection of the properties we recently sold and let.',
      'Een selectie van de panden die wij recent verkochten en verhuurden.',
      'Une sélection des biens que nous avons récemment vendus et loués.',
      'Eine Auswahl der Immobilien, die wir kürzlich verkauft und vermietet haben.',
    ],
    modules: [
      module({
        title: ['Sold and let', 'Verkocht en verhuurd', 'Vendus et loués', 'Verkauft und vermietet'],
        type: 'property-list',
        id: 'references',
        view: 'grid',
      }),
    ],
  }),
  page({
    id: 6,
    name: 'Verkopen',
    path: 'sell',
    created: '2026-01-05',
    sort: 6,
    type: 'article',
    title: ['Sell', 'Verkopen', 'Vendre', 'Verkaufen'],
    description: [
      'Selling your home? From the free valuation to the deed, Immo Lys takes care of everything.',
      'Uw woning verkopen? Van de gratis schatting tot de akte, Immo Lys regelt alles.',
      'Vous vendez votre bien ? De l’estimation gratuite à l’acte, Immo Lys s’occupe de tout.',
      'Sie verkaufen Ihre Immobilie? Von der kostenlosen Bewertung bis zur Urkunde kümmert sich Immo Lys um alles.',
    ],
    content: SELL_CONTENT,
    modules: [
      module({
        title: ['Sell with us', 'Verkopen met ons', 'Vendre avec nous', 'Mit uns verkaufen'],
        type: 'article',
        id: 'sell',
        view: 'article',
        maxItems: 1,
        numberItemOfRow: 1,
      }),
    ],
    childMenus: [valuation],
  }),
  page({
    id: 7,
    name: 'contact',
    path: 'contact',
    created: '2026-01-05',
    sort: 7,
    type: 'contact',
    title: ['Contact', 'Contact', 'Contact', 'Kontakt'],
    description: [
      'Contact Immo Lys in Ghent by phone, e-mail or with the contact form.',
      'Neem contact op met Immo Lys in Gent, telefonisch, per e-mail of via het contactformulier.',
      'Contactez Immo Lys à Gand par téléphone, par e-mail ou via le formulaire de contact.',
      'Kontaktieren Sie Immo Lys in Gent telefonisch, per E-Mail oder über das Kontaktformular.',
    ],
    content: CONTACT_CONTENT,
    modules: [
      module({
        title: ['Contact us', 'Contacteer ons', 'Contactez-nous', 'Kontaktieren Sie uns'],
        type: 'contact',
        id: 'site-contact',
        view: 'form',
        maxItems: 1,
        numberItemOfRow: 1,
      }),
    ],
  }),
  page({
    id: 9,
    name: 'Huren',
    path: 'for-rent',
    // Not ready yet: a menu must leave it out.
    status: 'Draft',
    created: '2026-02-10',
    sort: 8,
    type: 'property-list',
    title: ['For rent', 'Te huur', 'À louer', 'Zu vermieten'],
    description: [
      'Houses, apartments and studios for rent with Immo Lys.',
      'Woningen, appartementen en studio’s te huur bij Immo Lys.',
      'Maisons, appartements et studios à louer chez Immo Lys.',
      'Häuser, Wohnungen und Studios zur Miete bei Immo Lys.',
    ],
    modules: [
      module({
        title: ['Properties for rent', 'Panden te huur', 'Biens à louer', 'Immobilien zur Miete'],
        type: 'property-list',
        id: 'for-rent',
        view: 'grid',
      }),
    ],
  }),
];
