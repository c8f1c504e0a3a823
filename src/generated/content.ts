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
export type Block =
  | AnatomyBlock
  | BlogArticleBlock
  | BlogListBlock
  | BookingFormBlock
  | CardGridBlock
  | CaseListBlock
  | CodeSamplesBlock
  | ComparisonBlock
  | CtaBlock
  | DashboardBlock
  | DetailCardsBlock
  | FaqBlock
  | FeatureListBlock
  | HeroBlock
  | LogoStripBlock
  | PricingBlock
  | ProseBlock
  | ResultListBlock
  | RoiBlock
  | StatsBlock
  | StepsBlock
  | TestimonialsBlock
  | TextSectionBlock;
/**
 * The colour band behind the section. White unless you choose otherwise.
 */
export type Background = 'default' | 'surface' | 'dark';
/**
 * A small line drawing shown beside a title.
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
  | 'gauge'
  | 'x'
  | 'hash'
  | 'music';
/**
 * A piece of formatted text already turned into page structure: plain words, or an element (heading, paragraph, list, link, emphasis) with its own pieces inside. Made automatically when the site is published; nobody writes them by hand.
 */
export type RenderedNode = string | RenderedElement;

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
   * The public address of the site without a trailing slash, such as https://www.example.com. A developer can set another address for a test copy of the site.
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
  claims?: FiguresAndFacts;
  /**
   * Addresses that used to show a page or post and now live somewhere else. Anyone who opens an old address (from a bookmark, a shared link or a search result) is taken to the new one. The Studio adds an entry here when you change a page's or a post's address.
   */
  redirects?: MovedAddress[];
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
   * Ticked, the link opens in a new tab.
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
   * Unticked, the widget is off on every page. On unless you untick it.
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
   * Ticked, the widget starts as soon as it has loaded.
   */
  autostart: boolean;
  /**
   * Further https:// addresses (just the scheme and host, such as https://api.example.com) the widget talks to or loads from, as the provider lists them. The site's security policy allows these and the script's and stylesheet's own hosts, nothing else.
   *
   * Items: An https:// address: scheme and host only, such as https://api.example.com.
   */
  origins?: string[];
}
/**
 * How the figures and facts are checked.
 */
export interface FiguresAndFacts {
  /**
   * A figure last checked longer ago than this many months is flagged, with every page that shows it. 12 unless set.
   */
  maxAgeMonths?: number;
}
/**
 * One old address and where it now leads.
 */
export interface MovedAddress {
  /**
   * The address that used to show the page, starting with / (for example /blog/old-post-name). It must not be the address of a page that still exists.
   */
  from: string;
  to: LinkTarget;
}
/**
 * One page of the site: how it shows in search results, and its sections from top to bottom.
 */
export interface Page {
  seo: SearchAndSharing;
  /**
   * The sections of the page, top to bottom, each of one kind (an opening section, cards, questions and answers...).
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
   * What the sharing image shows, in words, for people who cannot see it (networks read it out). Say what is in the picture; do not start with "image of". Leave out to use the page title.
   */
  imageAlt?: string;
  /**
   * The day an article page first went out (year-month-day). Search engines show it beside the article; needed on pages of the Article kinds.
   */
  published?: string;
  /**
   * The day an article page last changed in a way readers should know about (year-month-day). Leave out when it has not changed since it was first published.
   */
  updated?: string;
  /**
   * Ticked, this page is kept out of search results and the list of pages given to search engines.
   */
  noindex?: boolean;
  /**
   * What kind of page this is, as told to search engines. Leave it unset for a plain web page.
   */
  type?: 'WebPage' | 'AboutPage' | 'ContactPage' | 'CollectionPage' | 'Service' | 'Article' | 'TechArticle';
}
/**
 * A sample message taken apart: each part of the message (subject line, opening, value proposition, call to action) is shown as written, numbered, with a note on why it works.
 */
export interface AnatomyBlock {
  /**
   * Always anatomy for this block.
   */
  type: 'anatomy';
  /**
   * An optional name for linking straight to this section, such as sample-message (lowercase letters, digits and hyphens).
   */
  id?: string;
  /**
   * A short line above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading, such as 'Anatomy of a message that gets replies'.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  background?: Background;
  /**
   * The name in the message's title bar, such as 'Sample email'.
   */
  title: string;
  /**
   * An optional line saying who the message goes to, such as 'To: Head of Sales at a 40-person SaaS company'.
   */
  context?: string;
  /**
   * The parts of the message from top to bottom.
   *
   * @minItems 1
   */
  parts: [MessagePart, ...MessagePart[]];
  /**
   * Small print under the message, for example that names are invented.
   */
  note?: string;
}
/**
 * One part: its name, the words as sent and why they work.
 */
export interface MessagePart {
  /**
   * The name of the part, such as Subject line.
   */
  label: string;
  /**
   * The part of the sample message exactly as the prospect would read it.
   */
  text: string;
  /**
   * A sentence or two on what this part does.
   */
  explanation: string;
}
/**
 * One blog post, chosen by the address it is opened at: picture, author, date, reading time, views, title, summary, topics, a Share button, the article text, a call-to-action box and related articles. The post itself is edited under Blog posts; this section only holds the wording around it.
 */
export interface BlogArticleBlock {
  /**
   * Always blog-article for this block.
   */
  type: 'blog-article';
  /**
   * The link back to the list of posts. Default: Back to Blog
   */
  backLabel?: string;
  /**
   * The button that shares the article, or copies its link where sharing is not available. Default: Share
   */
  shareLabel?: string;
  /**
   * The alert shown after the link was copied. Default: Link copied to clipboard!
   */
  copiedMessage?: string;
  /**
   * The heading of the box after the article, such as Ready to Transform Your Business?
   */
  ctaHeading: string;
  /**
   * One or two sentences in the box after the article.
   */
  ctaText?: string;
  ctaButton: Link;
  /**
   * The heading above up to three posts that share a topic. Default: Related Articles
   */
  relatedHeading?: string;
  /**
   * The words at the foot of each related card. Default: Read More
   */
  readMoreLabel?: string;
  /**
   * Shown while the article is loading. Default: Loading article...
   */
  loadingText?: string;
  /**
   * Shown when no published post has this address. Default: Article Not Found
   */
  notFoundHeading?: string;
  /**
   * The sentence under the not-found heading. Default: The article you're looking for doesn't exist or has been removed.
   */
  notFoundText?: string;
}
/**
 * The list of published blog posts with a search box and a topic filter, Featured Articles first and Latest Articles below. The posts themselves are edited under Blog posts; this section only holds its wording.
 */
export interface BlogListBlock {
  /**
   * Always blog-list for this block.
   */
  type: 'blog-list';
  /**
   * The grey hint inside the empty search box. Default: Search articles...
   */
  searchPlaceholder?: string;
  /**
   * What screen readers announce for the search box. Default: Search articles
   */
  searchLabel?: string;
  /**
   * What screen readers announce for the topic dropdown. Default: Filter by topic
   */
  topicLabel?: string;
  /**
   * The first choice of the topic dropdown, showing every post. Default: All Topics
   */
  allTopicsLabel?: string;
  /**
   * The heading above the featured posts. Default: Featured Articles
   */
  featuredHeading?: string;
  /**
   * The heading above the other posts. Default: Latest Articles
   */
  latestHeading?: string;
  /**
   * The badge on the picture of a featured post. Default: Featured
   */
  featuredBadge?: string;
  /**
   * The words at the foot of each card. Default: Read More
   */
  readMoreLabel?: string;
  /**
   * Shown while the posts are loading. Default: Loading blogs...
   */
  loadingText?: string;
  /**
   * Shown when no post matches the search or topic. Default: No articles found matching your criteria.
   */
  noMatchText?: string;
  /**
   * The button that empties the search and topic. Default: Clear filters
   */
  clearFiltersLabel?: string;
  /**
   * The words before the links to the blog's feeds (RSS, Atom, JSON Feed) under the list, for people who follow the blog in a feed reader. Default: Follow new articles:
   */
  feedsLabel?: string;
  /**
   * Shown when there are no published posts at all. Default: No articles available yet.
   */
  emptyText?: string;
}
/**
 * The strategy-call booking form: name, email, phone with a country picker, company and the visitor's biggest challenge. Every word on it, its error messages and the thank-you panel shown after a successful booking are set here; the countries of the phone picker are fixed by the site.
 */
export interface BookingFormBlock {
  /**
   * Always booking-form for this block.
   */
  type: 'booking-form';
  /**
   * An optional name for linking straight to the form, such as book (lowercase letters, digits and hyphens).
   */
  id?: string;
  /**
   * The heading above the form.
   */
  heading: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * Explains the star on required fields, such as 'Fields marked * are required.'
   */
  requiredNote?: string;
  nameField: BookingNameField;
  emailField: BookingEmailField;
  phoneField: BookingPhoneField;
  companyField: BookingCompanyField;
  goalField: BookingChallengeField;
  submit: BookingButton;
  /**
   * A reassuring line under the button.
   */
  note?: string;
  messages: BookingMessages;
  delivery: BookingDeliveryTrouble;
  thankYou: ThankYouPanel;
}
/**
 * The visitor's name (required).
 */
export interface BookingNameField {
  /**
   * The words above the box.
   */
  label: string;
  /**
   * Pale example text inside the empty box.
   */
  placeholder?: string;
}
/**
 * The visitor's email address (required, checked for a valid address).
 */
export interface BookingEmailField {
  /**
   * The words above the box.
   */
  label: string;
  /**
   * Pale example text inside the empty box.
   */
  placeholder?: string;
}
/**
 * The visitor's phone number with a country picker (optional). India is preselected.
 */
export interface BookingPhoneField {
  /**
   * The words above the number box.
   */
  label: string;
  /**
   * What screen readers announce for the country picker, such as 'Country code'.
   */
  countryLabel: string;
  /**
   * Pale example number inside the empty box.
   */
  placeholder?: string;
  /**
   * A short line under the box, such as that the phone is optional.
   */
  hint?: string;
}
/**
 * The visitor's company name (required).
 */
export interface BookingCompanyField {
  /**
   * The words above the box.
   */
  label: string;
  /**
   * Pale example text inside the empty box.
   */
  placeholder?: string;
}
/**
 * The visitor's biggest challenge, picked from a list (required). Picking the 'other' choice opens a box to describe it.
 */
export interface BookingChallengeField {
  /**
   * The words above the list.
   */
  label: string;
  /**
   * What the list shows before anything is picked, such as 'Select your biggest challenge'.
   */
  prompt: string;
  /**
   * The challenges to pick from, in order (the 'other' choice is added after them).
   *
   * @minItems 1
   *
   * Items: One challenge, sent as written.
   */
  options: [string, ...string[]];
  /**
   * The last choice, which asks the visitor to describe their goal in their own words, such as Other.
   */
  otherOption: string;
  /**
   * The words above the description box.
   */
  otherLabel: string;
  /**
   * Pale example text inside the empty description box.
   */
  otherPlaceholder?: string;
}
/**
 * The send button.
 */
export interface BookingButton {
  /**
   * The button's words, such as 'Book My Free Call'.
   */
  label: string;
  /**
   * Shown while the booking is being sent, such as 'Booking...'.
   */
  busyLabel: string;
}
/**
 * The error messages, shown under the field they concern.
 */
export interface BookingMessages {
  /**
   * When the name is empty.
   */
  nameRequired: string;
  /**
   * When the email is empty.
   */
  emailRequired: string;
  /**
   * When the email is not an address like name@company.com.
   */
  emailInvalid: string;
  /**
   * When a phone number is typed but shorter than 8 characters.
   */
  phoneInvalid: string;
  /**
   * When the company name is empty.
   */
  companyRequired: string;
  /**
   * When no challenge is picked.
   */
  goalRequired: string;
  /**
   * When the 'other' choice is picked but the description is empty.
   */
  customGoalRequired: string;
  /**
   * When the booking could not be sent: the first line of the box above the button (everything typed is kept).
   */
  submitFailed: string;
}
/**
 * What the form says when a booking could not be sent or may not have arrived. The two ways that always work are offered: WhatsApp and email to the contact details of the site settings, with what the visitor typed already filled in.
 */
export interface BookingDeliveryTrouble {
  /**
   * Shown under the failure message, before the WhatsApp and email links, such as 'You can also book by WhatsApp or email: your details are already filled in.'
   */
  otherWays: string;
  /**
   * The words on the link that opens WhatsApp with the booking written out, such as 'Send on WhatsApp'.
   */
  whatsappLabel: string;
  /**
   * The words on the link that opens the visitor's email program with the booking written out, such as 'Send by email'.
   */
  emailLabel: string;
  /**
   * The first line of the WhatsApp message and email, before the visitor's details, such as 'Hello, I would like to book a free strategy call.'
   */
  greeting: string;
  /**
   * The subject of the prefilled email, such as 'Free strategy call booking'.
   */
  emailSubject: string;
  /**
   * Shown above the button when the page was reloaded while a booking was being sent: it may have arrived, and sending again is safe (it will not book twice).
   */
  maybeSent: string;
  /**
   * Shown above the button only to visitors whose browser runs no JavaScript, where the form cannot send. The WhatsApp and email links follow it, such as 'This form needs JavaScript to send. You can book by WhatsApp or email instead:'
   */
  withoutJavaScript: string;
}
/**
 * Replaces the form once the booking is sent.
 */
export interface ThankYouPanel {
  /**
   * The confirmation in large type.
   */
  heading: string;
  /**
   * A sentence or two, such as when the visitor will hear back.
   */
  text: string;
  /**
   * A heading over the next steps, such as 'What happens next'.
   */
  nextHeading?: string;
  /**
   * What happens next, in order.
   *
   * Items: One step.
   */
  next?: string[];
  link: Link;
}
/**
 * A section of cards in a grid: services, features, case studies, values or beliefs. Each card has a title and text, and may have an icon, a label, figures, a list and a link.
 */
export interface CardGridBlock {
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
   * How each card looks.
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
 * Short industry cases, each telling the challenge a business had, the solution we built and the result, with optional headline figures.
 */
export interface CaseListBlock {
  /**
   * Always case-list for this block.
   */
  type: 'case-list';
  /**
   * An optional name for linking straight to this section, such as cases (lowercase letters, digits and hyphens).
   */
  id?: string;
  /**
   * A short line above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading, such as 'How it works in your industry'.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  background?: Background;
  /**
   * The cases, in reading order (three fill a row on a laptop).
   *
   * @minItems 1
   */
  cases: [IndustryCase, ...IndustryCase[]];
  /**
   * Small print under the cases, for example that figures are illustrative.
   */
  note?: string;
}
/**
 * One case: the industry, then challenge, solution and result.
 */
export interface IndustryCase {
  icon?: Icon;
  /**
   * The industry, shown as the case's heading, such as Interior Design.
   */
  industry: string;
  /**
   * An optional short description of the business, such as 'Design studio, Mumbai'.
   */
  client?: string;
  /**
   * What was going wrong before, in a sentence or two.
   */
  challenge: string;
  /**
   * What we built, in a sentence or two.
   */
  solution: string;
  /**
   * What changed, in a sentence.
   */
  result: string;
  /**
   * Up to three figures that stand out on the case, such as 3x and 'qualified leads'.
   *
   * @maxItems 3
   */
  metrics?: [] | [CaseFigure] | [CaseFigure, CaseFigure] | [CaseFigure, CaseFigure, CaseFigure];
}
/**
 * One figure with its label.
 */
export interface CaseFigure {
  /**
   * The figure as shown, such as 40%.
   */
  value: string;
  /**
   * What the figure measures.
   */
  label: string;
}
/**
 * Example requests for developers: each sample has a title, an optional endpoint and explanation, and JSON code shown with colours and a Copy button. The colours are worked out by the build.
 */
export interface CodeSamplesBlock {
  /**
   * Always code-samples for this block.
   */
  type: 'code-samples';
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
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  background?: Background;
  /**
   * The code samples, in reading order.
   *
   * @minItems 1
   */
  samples: [CodeSample, ...CodeSample[]];
}
/**
 * One example with its explanation.
 */
export interface CodeSample {
  /**
   * What the example shows, such as 'Chatbot message'.
   */
  title: string;
  /**
   * The request line shown above the code, such as POST /v1/chat/messages.
   */
  endpoint?: string;
  /**
   * A sentence or two on when and why this request is sent.
   */
  description?: string;
  /**
   * The fields of the example, each with a short explanation.
   */
  fields?: DocumentedField[];
  /**
   * The language of the code. JSON is the one supported, and the code is checked to be valid JSON before the site is published.
   */
  language: 'json';
  /**
   * The code itself, exactly as it should be copied.
   */
  code: string;
  /**
   * Filled in automatically from the code above when the site is published; nothing to write here.
   */
  highlighted?: CodeToken[];
}
/**
 * One field of the example.
 */
export interface DocumentedField {
  /**
   * The field as written in the code, such as context.user_id.
   */
  name: string;
  /**
   * What the field holds.
   */
  text: string;
}
/**
 * A piece of the code and how to colour it.
 */
export interface CodeToken {
  /**
   * What the piece is: a name, a piece of text, a number, a yes, no or empty value, punctuation, or plain spacing.
   */
  kind: 'key' | 'string' | 'number' | 'literal' | 'punctuation' | 'plain';
  /**
   * The characters of the piece.
   */
  text: string;
}
/**
 * Two columns side by side: the problem the visitor lives with today (shown with crosses) and what changes with our system (shown with ticks), such as 'What's Broken' versus 'What's Possible'.
 */
export interface ComparisonBlock {
  /**
   * Always comparison for this block.
   */
  type: 'comparison';
  /**
   * An optional name for linking straight to this section, such as problem (lowercase letters, digits and hyphens).
   */
  id?: string;
  /**
   * A short line above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading, such as 'Why most websites leak leads'.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  background?: Background;
  problem: ProblemColumn;
  solution: SolutionColumn;
}
/**
 * The left column: how things go wrong today. Each point is shown with a cross.
 */
export interface ProblemColumn {
  /**
   * The column's heading, such as What's Broken.
   */
  title: string;
  /**
   * The problems, one short sentence each.
   *
   * @minItems 1
   *
   * Items: One problem.
   */
  points: [string, ...string[]];
}
/**
 * The right column: what the visitor gets instead. Each point is shown with a tick.
 */
export interface SolutionColumn {
  /**
   * The column's heading, such as What's Possible.
   */
  title: string;
  /**
   * The improvements, one short sentence each (best in the same order as the problems they answer).
   *
   * @minItems 1
   *
   * Items: One improvement.
   */
  points: [string, ...string[]];
}
/**
 * A closing band that asks the visitor to act, with a heading, a short paragraph, a button and optional reassurance points.
 */
export interface CtaBlock {
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
 * A picture of a reporting dashboard drawn in the page (not an image): headline figures and up to three simple charts, clearly marked as sample data. Screen readers get the same numbers as tables.
 */
export interface DashboardBlock {
  /**
   * Always dashboard for this block.
   */
  type: 'dashboard';
  /**
   * An optional name for linking straight to this section, such as dashboard (lowercase letters, digits and hyphens).
   */
  id?: string;
  /**
   * A short line above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading, such as 'See every lead, source and sale in one place'.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  background?: Background;
  /**
   * The name in the dashboard's title bar, such as 'Lead engine · last 30 days'.
   */
  title: string;
  /**
   * The marker in the title bar saying the numbers are not real. Defaults to 'Sample data'.
   */
  badge?: string;
  /**
   * The big numbers across the top of the dashboard (two to six; four read best).
   *
   * @minItems 1
   */
  kpis: [DashboardFigure, ...DashboardFigure[]];
  /**
   * Up to three small charts under the headline figures.
   *
   * @maxItems 3
   */
  charts?:
    | []
    | [DashboardChart]
    | [DashboardChart, DashboardChart]
    | [DashboardChart, DashboardChart, DashboardChart];
  /**
   * Small print under the dashboard, for example that the numbers are a sample.
   */
  note?: string;
}
/**
 * One headline number with its label and an optional change.
 */
export interface DashboardFigure {
  /**
   * What the number measures, such as 'Leads captured'.
   */
  label: string;
  /**
   * The number as shown, such as 1,284 or 18.6%.
   */
  value: string;
  /**
   * An optional change against the previous period, such as +32% or -21%, shown with an up or down arrow.
   */
  change?: string;
}
/**
 * One chart: a title, a style and its bars.
 */
export interface DashboardChart {
  /**
   * What the chart shows, such as 'Leads per week'.
   */
  title: string;
  /**
   * How the numbers are drawn. Upright columns unless you choose otherwise.
   */
  style?: 'columns' | 'bars';
  /**
   * Text shown before each value, such as $.
   */
  prefix?: string;
  /**
   * Text shown after each value, such as %.
   */
  suffix?: string;
  /**
   * The bars in order (up to about twelve fit on a phone).
   *
   * @minItems 1
   */
  bars: [ChartBar, ...ChartBar[]];
}
/**
 * One bar: its label and its value.
 */
export interface ChartBar {
  /**
   * The bar's name, such as Week 1 or Website.
   */
  label: string;
  /**
   * The bar's number (bars are drawn relative to the largest value in the chart).
   */
  value: number;
}
/**
 * Cards that each describe one thing in detail: a name, a description, a labelled list (features, processes, examples) and an outcome (results, impact). Use it for channels, platforms, lead sources, call types, content types, automation types or the layers of an architecture.
 */
export interface DetailCardsBlock {
  /**
   * Always detail-cards for this block.
   */
  type: 'detail-cards';
  /**
   * An optional name for linking straight to this section, such as channels (lowercase letters, digits and hyphens).
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
   * How the cards are arranged. Side by side unless you choose otherwise.
   */
  layout?: 'grid' | 'stack';
  /**
   * How many cards sit side by side on a laptop in the grid layout (phones always show one).
   */
  columns?: 2 | 3;
  /**
   * The small heading above each card's list, such as Features, Processes we automate or Examples. Defaults to Features.
   */
  listLabel?: string;
  /**
   * The small heading of each card's outcome box, such as Typical results or Impact. Defaults to Results.
   */
  outcomeLabel?: string;
  /**
   * The cards, in reading order.
   *
   * @minItems 1
   */
  items: [DetailCard, ...DetailCard[]];
  /**
   * Small print under the cards, for example that result figures are typical, not guaranteed.
   */
  note?: string;
}
/**
 * One card: name and description, and optionally a tag, an icon, a list and an outcome.
 */
export interface DetailCard {
  icon?: Icon;
  /**
   * A short marker before the name, such as Layer 1 or a channel's category.
   */
  tag?: string;
  /**
   * What the card is about, such as WhatsApp or Sales automation (the card's heading).
   */
  name: string;
  /**
   * A sentence or two about it.
   */
  description: string;
  /**
   * Short points under the list label, such as the features of a channel or the processes of an automation type.
   *
   * Items: One short point.
   */
  list?: string[];
  /**
   * The result or impact, shown highlighted under the outcome label, such as '40-60% open rates'.
   */
  outcome?: string;
}
/**
 * Frequently asked questions. Each question opens to show its answer (also without JavaScript, and by keyboard). The same questions and answers are given to search engines as FAQ structured data, so write them as a visitor would ask and as you would answer them in person.
 */
export interface FaqBlock {
  /**
   * Always faq for this block.
   */
  type: 'faq';
  /**
   * An optional name for linking straight to this section (lowercase letters, digits and hyphens), such as faq for /services#faq.
   */
  id?: string;
  /**
   * A short line above the heading, such as 'Before you book'.
   */
  eyebrow?: string;
  /**
   * The section heading, such as 'Frequently asked questions'.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  background?: Background;
  /**
   * The questions in the order they are shown; each opens to show its answer.
   *
   * @minItems 1
   */
  items: [Question, ...Question[]];
}
/**
 * One question and its answer.
 */
export interface Question {
  /**
   * The question as a visitor would ask it, in one line.
   */
  question: string;
  /**
   * The answer, in paragraphs, with bold, italic, bullet or numbered points and links where they help. Headings and pictures are not allowed in an answer.
   */
  answer: string;
  /**
   * Filled in automatically from the answer above when the site is published; nothing to write here.
   */
  document?: RenderedNode[];
}
/**
 * One element of the rendered text and what it contains.
 */
export interface RenderedElement {
  /**
   * What kind of element this is: a heading (h2 to h4), a paragraph, a list or list item, a quote, a line, a line break, emphasis, code or a link.
   */
  tag:
    | 'h2'
    | 'h3'
    | 'h4'
    | 'p'
    | 'ul'
    | 'ol'
    | 'li'
    | 'blockquote'
    | 'hr'
    | 'br'
    | 'strong'
    | 'em'
    | 'code'
    | 'a';
  /**
   * The name used to link straight to a heading.
   */
  id?: string;
  href?: LinkTarget;
  /**
   * The number a numbered list starts at, when not 1.
   */
  start?: number;
  /**
   * What the element contains, in order.
   */
  children?: RenderedNode[];
}
/**
 * A heading and intro beside a list of points with ticks or icons: why choose us, what is included, what we do and do not do.
 */
export interface FeatureListBlock {
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
   * Ticks for what you get, or crosses for a list of what the agency does not do. Ticks unless you choose otherwise.
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
export interface HeroBlock {
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
   * Messages typed out one after another under the headline, cycling forever (each takes 7.5 seconds: typed, held for 2.2 seconds, then deleted). Keep each under about 55 characters. The first one is what search engines and visitors without JavaScript see.
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
  /**
   * Optional short points shown with ticks under the buttons, such as 'Free 30-minute call'.
   *
   * @maxItems 4
   *
   * Items: One short reassurance.
   */
  points?: [] | [string] | [string, string] | [string, string, string] | [string, string, string, string];
}
/**
 * A slowly scrolling row of technology logos. A logo that cannot load is replaced by the provider's name.
 */
export interface LogoStripBlock {
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
   * One of the site's pictures, a new one uploaded, or a full https:// address of a picture on another site.
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
 * Prices side by side (such as a one-time setup fee and an optional monthly plan), followed by the terms that come with them (payment schedule, discounts, revisions, contracts).
 */
export interface PricingBlock {
  /**
   * Always pricing for this block.
   */
  type: 'pricing';
  /**
   * An optional name for linking straight to this section, such as pricing (lowercase letters, digits and hyphens).
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
   * The prices, left to right (one to three read best).
   *
   * @minItems 1
   * @maxItems 3
   */
  plans: [PricePlan] | [PricePlan, PricePlan] | [PricePlan, PricePlan, PricePlan];
  /**
   * The heading above the terms, such as 'Fair terms, in writing'.
   */
  termsHeading?: string;
  /**
   * The terms that come with every price.
   */
  terms?: PricingTerm[];
  button?: Link;
}
/**
 * One price with what it covers.
 */
export interface PricePlan {
  /**
   * What is being paid for, such as Setup fee.
   */
  name: string;
  /**
   * A short tag beside the name, such as Optional.
   */
  badge?: string;
  /**
   * The price as shown, such as $1.5K-$3K+ or $500.
   */
  price: string;
  /**
   * Shown after the price, such as per month or one-time.
   */
  period?: string;
  /**
   * One sentence on what decides or covers the price.
   */
  text: string;
  /**
   * What the price includes, one point each.
   *
   * Items: One thing included.
   */
  points?: string[];
}
/**
 * One term: a few words and an optional sentence.
 */
export interface PricingTerm {
  icon?: Icon;
  /**
   * The term in a few words, such as 50% upfront, 50% after approval.
   */
  title: string;
  /**
   * An optional sentence explaining it.
   */
  text?: string;
}
/**
 * Long text such as a privacy policy or terms of service, with a last-updated date and an "On this page" list made from its section headings.
 */
export interface ProseBlock {
  /**
   * Always prose for this block.
   */
  type: 'prose';
  /**
   * An optional name for linking straight to this section (lowercase letters, digits and hyphens).
   */
  id?: string;
  /**
   * The date the text last changed, written YYYY-MM-DD (for example 2026-11-21). Shown as 'Last updated: November 21, 2026'.
   */
  updated: string;
  /**
   * The text, with section headings (each one appears in the "On this page" list), sub-headings, paragraphs, bullet or numbered points, bold, italic and links. Pictures and a main page heading are not allowed here.
   */
  markdown: string;
  /**
   * Filled in automatically from the text above when the site is published; nothing to write here.
   */
  document?: RenderedNode[];
}
/**
 * The results a service delivers, each as a big figure (3x, 24/7, under 100ms) with a label and an optional sentence. Figures are shown as written; use the footnote to say they are illustrative.
 */
export interface ResultListBlock {
  /**
   * Always result-list for this block.
   */
  type: 'result-list';
  /**
   * An optional name for linking straight to this section, such as results (lowercase letters, digits and hyphens).
   */
  id?: string;
  /**
   * A short line above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading, such as 'What changes in the first 90 days'.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  background?: Background;
  /**
   * The results, in reading order (three or six fill the rows evenly).
   *
   * @minItems 1
   */
  results: [ClaimedResult, ...ClaimedResult[]];
  /**
   * Small print under the results, for example that the figures are typical or illustrative, not guaranteed.
   */
  note?: string;
}
/**
 * One result: the figure, what it measures and an optional sentence.
 */
export interface ClaimedResult {
  /**
   * The figure exactly as it should appear, such as 3x, 24/7, 95%+ or under 100ms.
   */
  value: string;
  /**
   * What the figure measures, such as 'more qualified leads'.
   */
  label: string;
  /**
   * An optional sentence on how the result is achieved.
   */
  text?: string;
}
/**
 * A worked return-on-investment example written out line by line (500 calls per day × 15% conversion = 75 leads per day ...) ending in a big result, with optional summary figures. The figures are static and marked as illustrative.
 */
export interface RoiBlock {
  /**
   * Always roi for this block.
   */
  type: 'roi';
  /**
   * An optional name for linking straight to this section, such as roi (lowercase letters, digits and hyphens).
   */
  id?: string;
  /**
   * A short line above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading, such as 'The maths of an AI sales team'.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  background?: Background;
  /**
   * The marker on the calculation saying its figures are an example. Defaults to 'Illustrative example'.
   */
  badge?: string;
  /**
   * The lines of the sum from top to bottom. The first line has no operation; each later line says how it combines with the line above (times, plus, minus, divided-by) or gives an intermediate total (equals).
   *
   * @minItems 1
   */
  lines: [CalculationLine, ...CalculationLine[]];
  result: Result;
  /**
   * Optional figures shown beside the sum, such as payback period or hours returned to the team.
   */
  figures?: SummaryFigure[];
  /**
   * Small print under the calculation: where the figures come from and that yours will differ.
   */
  note?: string;
}
/**
 * One line of the sum: an optional operation, a figure and what it stands for.
 */
export interface CalculationLine {
  /**
   * How this line combines with the one above. Leave it unset on the first line.
   */
  operation?: 'times' | 'plus' | 'minus' | 'divided-by' | 'equals';
  /**
   * The figure as shown, such as 500, 15% or $500.
   */
  value: string;
  /**
   * What the figure stands for, such as 'calls per day'.
   */
  label: string;
}
/**
 * The final total, shown large after an equals sign.
 */
export interface Result {
  /**
   * The total as shown, such as $37,500.
   */
  value: string;
  /**
   * What the total stands for, such as 'pipeline value per day'.
   */
  label: string;
}
/**
 * One figure with its label.
 */
export interface SummaryFigure {
  /**
   * The figure as shown, such as 6,240 or under 90 days.
   */
  value: string;
  /**
   * What the figure measures.
   */
  label: string;
}
/**
 * A row of big numbers with labels, counted up from zero when they scroll into view (shown at once for visitors who prefer less motion).
 */
export interface StatsBlock {
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
   * The figure: a number (250, with + in the suffix), text with one number in it such as "250+", "98%" or "$1.5K", or one of the figures and facts. The number counts up and the symbols written with it stay in place; a prefix or suffix set below goes outside them.
   */
  value: number | string;
  /**
   * Text before the number, such as $.
   */
  prefix?: string;
  /**
   * Text after the number, such as +, %, x or K+.
   */
  suffix?: string;
  /**
   * How many decimal places to show (by default as many as the value has).
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
export interface StepsBlock {
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
/**
 * Quotes from clients, each with the person's name, role, company and city.
 */
export interface TestimonialsBlock {
  /**
   * Always testimonials for this block.
   */
  type: 'testimonials';
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
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  background?: Background;
  /**
   * The testimonials, in order (two or three read best side by side).
   *
   * @minItems 1
   */
  items: [Testimonial, ...Testimonial[]];
}
/**
 * One client's words and who they are.
 */
export interface Testimonial {
  /**
   * What the client said, without quotation marks (they are added).
   */
  quote: string;
  /**
   * The person's name.
   */
  name: string;
  /**
   * Their job title, such as Founder.
   */
  role?: string;
  /**
   * The company, or what kind of business it is.
   */
  company: string;
  /**
   * Where the business is, such as Mumbai.
   */
  city: string;
}
/**
 * A heading with a few paragraphs and an optional ticked list, with an optional highlighted panel beside it (key figures or facts). Good for a mission, a story, a challenge or a solution.
 */
export interface TextSectionBlock {
  /**
   * Always text-section for this block.
   */
  type: 'text-section';
  /**
   * An optional name for linking straight to this section, such as challenge (lowercase letters, digits and hyphens).
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
   * The text, one paragraph per entry.
   *
   * @minItems 1
   *
   * Items: One paragraph.
   */
  paragraphs: [string, ...string[]];
  /**
   * Optional points shown with ticks after the paragraphs.
   *
   * Items: One point.
   */
  points?: string[];
  background?: Background;
  aside?: SidePanel;
}
/**
 * A highlighted panel beside the text (under it on phones): key figures, facts or a short note.
 */
export interface SidePanel {
  /**
   * A few words at the top of the panel, such as At a glance.
   */
  title: string;
  /**
   * Big figures with labels, such as 24h → 10s and 'query time'.
   */
  figures?: KeyFigure[];
  /**
   * A sentence or two in the panel.
   */
  text?: string;
  /**
   * Short facts in the panel, one per entry.
   *
   * Items: One short fact.
   */
  points?: string[];
}
/**
 * One figure and what it measures.
 */
export interface KeyFigure {
  /**
   * The figure as shown, such as 95%.
   */
  value: string;
  /**
   * What the figure measures.
   */
  label: string;
}
