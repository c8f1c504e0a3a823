import posts from 'virtual:blog-posts';
import type { BlogSource } from '../types.ts';
import { createMemorySource } from './memory.ts';

/** The posts from content/blog/*.md, built into this chunk (loaded only on blog pages). */
export const createEmbeddedSource = (): BlogSource => createMemorySource(posts);
