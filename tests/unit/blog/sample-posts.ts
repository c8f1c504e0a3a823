import type { BlogPost } from '../../../src/blog/types.ts';

const post = (id: number, over: Partial<BlogPost>): BlogPost => ({
  id,
  title: `Post ${id}`,
  slug: `post-${id}`,
  excerpt: `Summary of post ${id}.`,
  content: `# Post ${id}\n\nBody of post ${id}.`,
  author: 'Fixture Writers',
  featured_image: null,
  featured: false,
  published: true,
  published_at: `2026-0${id}-10T00:00:00+00:00`,
  tags: [],
  reading_time: 4,
  views: 10,
  meta_title: null,
  meta_description: null,
  ...over,
});

/** Rows as the blogs table holds them: one draft, one post without tags, overlapping tags. */
export const samplePosts: BlogPost[] = [
  post(1, { title: 'Chatbots that qualify leads', slug: 'chatbots-qualify', excerpt: 'Questions a bot should ask.', tags: ['AI Assistants', 'Sales'], featured: true }),
  post(2, { title: 'Voice agents for clinics', slug: 'voice-clinics', excerpt: 'Answer every call.', tags: ['Voice Bots', 'Sales'] }),
  post(3, { title: 'Speed to lead', slug: 'reply-fast', excerpt: 'Reply in five minutes with a CHATBOT.', tags: ['Lead Capture', 'Sales', 'Autopilot', 'Strategy'] }),
  post(4, { title: 'Untagged thoughts', slug: 'untagged', excerpt: 'No topics here.', tags: [] }),
  post(5, { title: 'Draft about chatbots', slug: 'draft-chatbots', excerpt: 'Not ready.', tags: ['AI Assistants'], published: false }),
  post(6, { title: 'WhatsApp starter guide', slug: 'whatsapp-guide', excerpt: 'Templates and windows.', tags: ['AI Assistants', 'WhatsApp'], featured: true }),
  post(7, { title: 'Outreach that lands', slug: 'outreach', excerpt: 'Deliverability basics.', tags: ['Sales', 'Outreach'] }),
];
