/**
 * GENERATED FILE. DO NOT EDIT.
 * Made by `npm run gen:types` from the JSON Schemas in schemas/.
 * Change a schema, then run that command; `npm test` fails while this file is stale.
 */

/**
 * Where a link goes: a page of this site starting with / (for example /strategy-call), a full https:// or http:// address, a mailto: address or a tel: number.
 */
export type LinkTarget = string;
/**
 * One section of a page. `type` says which kind; each kind has its own fields.
 */
export type Block = CardGrid | CallToAction | FeatureList | Hero | LogoStrip | Statistics | Steps;
/**
 * The colour band behind the section: default (white), surface (light grey) or dark (deep navy with light text).
 */
export type Background = 'default' | 'surface' | 'dark';
/**
 * A small line drawing shown beside a title. Pick one of the listed names.
 */
export type Icon =
  | 'bot'
  | 'chat'
  | 'phone'
  | 'mic'
  | 'target'
  | 'send'
  | 'share'
  | 'users'
  | 'user-check'
  | 'chart'
  | 'trending-up'
  | 'database'
  | 'workflow'
  | 'zap'
  | 'shield'
  | 'lock'
  | 'clock'
  | 'calendar'
  | 'globe'
  | 'mail'
  | 'image'
  | 'layers'
  | 'cpu'
  | 'code'
  | 'settings'
  | 'search'
  | 'filter'
  | 'funnel'
  | 'rocket'
  | 'sparkles'
  | 'check'
  | 'star'
  | 'handshake'
  | 'building'
  | 'cart'
  | 'sun'
  | 'home'
  | 'heart'
  | 'briefcase'
  | 'factory'
  | 'utensils'
  | 'shirt'
  | 'dollar'
  | 'megaphone'
  | 'camera'
  | 'video'
  | 'map-pin'
  | 'refresh'
  | 'link'
  | 'file-text'
  | 'inbox'
  | 'award'
  | 'lightbulb'
  | 'gauge';

/**
 * All content shapes: the site settings and a page.
 */
export interface Content {
  site: SiteSettings;
  page: Page;
}
/**
 * Everything shared by all pages: the brand, the address of the site, the navigation, the footer, contact details and the assistant widget.
 */
export interface SiteSettings {
  /**
   * The agency's name, shown in the header, the footer and page titles.
   */
  name: string;
  /**
   * One or two sentences about the agency, shown in the footer and used by search engines.
   */
  blurb: string;
  /**
   * The public address of the site without a trailing slash, such as https://www.example.com. The SITE_URL setting at build time overrides it.
   */
  url: string;
  /**
   * The language of the site for browsers and search engines, such as en-IN.
   */
  locale: string;
  /**
   * The picture shown when a page without its own sharing image is shared on social networks.
   */
  defaultImage: string;
  navigation: NavigationBar;
  footer: Footer;
  contact: ContactDetails;
  /**
   * The agency's social profiles, shown as icons in the footer.
   */
  social: SocialProfile[];
  assistant: AssistantWidget;
}
/**
 * The links across the top of every page and the button at its end.
 */
export interface NavigationBar {
  /**
   * The navigation links, left to right.
   *
   * @minItems 1
   */
  links: [Link, ...Link[]];
  button: Link;
}
/**
 * A piece of text that takes the visitor somewhere.
 */
export interface Link {
  /**
   * The words shown on the link or button.
   */
  label: string;
  href: LinkTarget;
}
/**
 * The lists of links at the bottom of every page.
 */
export interface Footer {
  /**
   * Links to the services.
   */
  solutions: Link[];
  /**
   * Links about the agency. A link can open in a new tab.
   */
  company: CompanyLink[];
  /**
   * Links shown beside the copyright line.
   */
  legal: Link[];
}
/**
 * A footer link, optionally opening in a new tab.
 */
export interface CompanyLink {
  /**
   * The words shown.
   */
  label: string;
  href: LinkTarget;
  /**
   * true opens the link in a new tab.
   */
  newTab?: boolean;
}
/**
 * How visitors reach the agency.
 */
export interface ContactDetails {
  /**
   * Shown in the footer as a link that opens the visitor's email program.
   */
  email: string;
  /**
   * In international format with the country code, such as +91 98300 12345.
   */
  whatsapp: string;
  /**
   * Where the agency is based, such as Kolkata, India.
   */
  city: string;
}
/**
 * One social profile.
 */
export interface SocialProfile {
  /**
   * Which network this is; it picks the icon and the name read to screen readers.
   */
  network: 'linkedin' | 'instagram' | 'x' | 'facebook' | 'youtube';
  /**
   * The full https:// address of the profile.
   */
  href: string;
}
/**
 * The voice and chat assistant loaded on every page from its provider.
 */
export interface AssistantWidget {
  /**
   * false turns the widget off everywhere. On by default.
   */
  enabled?: boolean;
  /**
   * The assistant's ID from the provider's dashboard.
   */
  assistantId: string;
  /**
   * The provider region that hosts the assistant.
   */
  region: 'eu' | 'us';
  /**
   * Where the widget button sits on the screen.
   */
  position: 'bottom-right' | 'bottom-left';
  /**
   * The https:// address of the widget's stylesheet.
   */
  stylesheetUrl: string;
  /**
   * The https:// address of the widget's script.
   */
  scriptUrl: string;
  /**
   * true lets the widget start as soon as it has loaded.
   */
  autostart: boolean;
}
/**
 * One page of the site. The file's place under content/pages/ gives its address: content/pages/about.yaml is /about, content/pages/index.yaml is /.
 */
export interface Page {
  seo: SearchAndSharing;
  /**
   * The sections of the page, top to bottom. Each starts with `- type:` naming the kind of section.
   *
   * @minItems 1
   */
  blocks: [Block, ...Block[]];
}
/**
 * How the page appears in search results and when shared on social networks.
 */
export interface SearchAndSharing {
  /**
   * Shown in the browser tab and as the headline in search results. Keep it under 60 characters and different from every other page.
   */
  title: string;
  /**
   * The summary under the headline in search results. Keep it under 160 characters.
   */
  description: string;
  /**
   * The picture shown when the page is shared. Leave out to use the site's default picture.
   */
  image?: string;
  /**
   * true keeps this page out of search results and the sitemap.
   */
  noindex?: boolean;
  /**
   * What kind of page this is for search engines. Leave out for a plain web page.
   */
  type?: 'WebPage' | 'AboutPage' | 'ContactPage' | 'CollectionPage' | 'Service' | 'Article' | 'TechArticle';
}
/**
 * A section of cards in a grid: services, features, case studies, values or beliefs. Each card has a title and text, and may have an icon, a label, figures, a list and a link.
 */
export interface CardGrid {
  /**
   * Always card-grid for this block.
   */
  type: 'card-grid';
  /**
   * An optional name for linking straight to this section, such as features (lowercase letters, digits and hyphens).
   */
  id?: string;
  /**
   * A short line above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  background?: Background;
  /**
   * How many cards sit side by side on a laptop (phones always show one).
   */
  columns?: 2 | 3 | 4;
  /**
   * plain: text cards; feature: icon above the title; service: icon, text and a Learn More link; case-study: figures stand out, the whole card links.
   */
  variant?: 'plain' | 'feature' | 'service' | 'case-study';
  /**
   * The cards, in reading order.
   *
   * @minItems 1
   */
  cards: [Card, ...Card[]];
  /**
   * Small print under the cards.
   */
  note?: string;
}
/**
 * One card.
 */
export interface Card {
  icon?: Icon;
  /**
   * A small tag above the title, such as an industry.
   */
  label?: string;
  /**
   * The card's heading.
   */
  title: string;
  /**
   * A short paragraph.
   */
  text: string;
  /**
   * Highlighted figures, such as 24h → 10s and 'query time'.
   */
  metrics?: Figure[];
  /**
   * Short bullet points on the card.
   *
   * Items: One bullet point.
   */
  points?: string[];
  link?: Link;
}
/**
 * One figure with its label.
 */
export interface Figure {
  /**
   * The figure as shown, such as 90%.
   */
  value: string;
  /**
   * What the figure measures.
   */
  label: string;
}
/**
 * A closing band that asks the visitor to act, with a heading, a short paragraph, a button and optional reassurance points.
 */
export interface CallToAction {
  /**
   * Always cta for this block.
   */
  type: 'cta';
  /**
   * The question or promise in large type.
   */
  heading: string;
  /**
   * One or two sentences under the heading.
   */
  text?: string;
  button: Link;
  /**
   * Short points shown under the button, such as 'Free 30-minute call'.
   *
   * Items: One short reassurance.
   */
  points?: string[];
}
/**
 * A heading and intro beside a list of points with ticks or icons: why choose us, what is included, what we do and do not do.
 */
export interface FeatureList {
  /**
   * Always feature-list for this block.
   */
  type: 'feature-list';
  /**
   * An optional name for linking straight to this section (lowercase letters, digits and hyphens).
   */
  id?: string;
  /**
   * A short line above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading.
   */
  heading: string;
  /**
   * A paragraph beside or under the heading.
   */
  intro?: string;
  background?: Background;
  /**
   * positive shows ticks (the default); negative shows crosses, for 'what we don't do' lists.
   */
  tone?: 'positive' | 'negative';
  /**
   * The points of the list.
   *
   * @minItems 1
   */
  items: [Point, ...Point[]];
  button?: Link;
}
/**
 * One point: a short title and an optional sentence.
 */
export interface Point {
  icon?: Icon;
  /**
   * The point in a few words.
   */
  title: string;
  /**
   * An optional sentence explaining it.
   */
  text?: string;
}
/**
 * The large opening section of a page: an optional small label, the main headline (optionally typed out in rotation), a short paragraph and up to two buttons.
 */
export interface Hero {
  /**
   * Always hero for this block.
   */
  type: 'hero';
  /**
   * A short line above the headline, such as 'AI automation agency'.
   */
  eyebrow?: string;
  /**
   * The main heading of the page (there is one per page).
   */
  headline: string;
  /**
   * Phrases typed out one after another under the headline, cycling forever. The first one is what search engines and visitors without JavaScript see.
   *
   * @minItems 2
   *
   * Items: One phrase of the rotation.
   */
  rotating?: [string, string, ...string[]];
  /**
   * One or two sentences under the headline.
   */
  text?: string;
  primary?: Link;
  secondary?: Link;
}
/**
 * A slowly scrolling row of technology logos. A logo that cannot load is replaced by the provider's name.
 */
export interface LogoStrip {
  /**
   * Always logo-strip for this block.
   */
  type: 'logo-strip';
  /**
   * A short line above the logos.
   */
  heading?: string;
  /**
   * The logos, in order.
   *
   * @minItems 1
   */
  logos: [Logo, ...Logo[]];
}
/**
 * One provider's logo.
 */
export interface Logo {
  /**
   * Read to screen readers, and shown instead when the picture cannot load.
   */
  name: string;
  /**
   * A site path such as /logos/openai.svg or a full https:// address.
   */
  src: string;
  /**
   * Width in pixels at which the logo is shown.
   */
  width: number;
  /**
   * Height in pixels at which the logo is shown.
   */
  height: number;
}
/**
 * A row of big numbers with labels, counted up from zero when they scroll into view (shown at once for visitors who prefer less motion).
 */
export interface Statistics {
  /**
   * Always stats for this block.
   */
  type: 'stats';
  /**
   * A short line above the heading.
   */
  eyebrow?: string;
  /**
   * An optional heading above the numbers.
   */
  heading?: string;
  /**
   * An optional sentence under the heading.
   */
  intro?: string;
  background?: Background;
  /**
   * Small print under the numbers, for example that figures are illustrative.
   */
  note?: string;
  /**
   * The figures, left to right (two to four read best).
   *
   * @minItems 1
   * @maxItems 6
   */
  items:
    | [Statistic]
    | [Statistic, Statistic]
    | [Statistic, Statistic, Statistic]
    | [Statistic, Statistic, Statistic, Statistic]
    | [Statistic, Statistic, Statistic, Statistic, Statistic]
    | [Statistic, Statistic, Statistic, Statistic, Statistic, Statistic];
}
/**
 * One figure and its label.
 */
export interface Statistic {
  /**
   * The number itself, without symbols (250 for 250+, 500 for 500K+).
   */
  value: number;
  /**
   * Text before the number, such as $.
   */
  prefix?: string;
  /**
   * Text after the number, such as +, %, x or K+.
   */
  suffix?: string;
  /**
   * How many decimal places to show (0 unless the value has a fraction).
   */
  decimals?: number;
  /**
   * What the number counts, such as 'Businesses helped'.
   */
  label: string;
}
/**
 * A numbered sequence: a process, a plan or a delivery timeline. Each step has a title and may have a number label, a duration, a sentence and a few points.
 */
export interface Steps {
  /**
   * Always steps for this block.
   */
  type: 'steps';
  /**
   * An optional name for linking straight to this section (lowercase letters, digits and hyphens).
   */
  id?: string;
  /**
   * A short line above the heading, such as '30 days'.
   */
  eyebrow?: string;
  /**
   * The section heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  background?: Background;
  /**
   * The steps in order.
   *
   * @minItems 2
   */
  steps: [Step, Step, ...Step[]];
  button?: Link;
}
/**
 * One step of the sequence.
 */
export interface Step {
  /**
   * Shown in the step's badge, such as 01 or Week 1-2. Leave out to number the steps 1, 2, 3.
   */
  label?: string;
  /**
   * What happens in this step.
   */
  title: string;
  /**
   * How long the step takes, such as 15 minutes or 3-5 days.
   */
  duration?: string;
  /**
   * A sentence or two about the step.
   */
  text?: string;
  /**
   * Short bullet points: what the step delivers.
   *
   * Items: One bullet point.
   */
  points?: string[];
}
