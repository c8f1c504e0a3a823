import type { ChildProcess } from 'node:child_process';

/** See bundler-process.mjs. */
export const BUNDLER_V8: string[];
export const BUNDLER_ALLOCATOR: Record<string, string>;
export function compiledConfig(root: string): Promise<string>;
export function keptConfig(root: string): string | undefined;
export function startBundlerEarly(root: string): Promise<void>;
export function runBundler(root: string, config: string, job: { clientOut: string; serverOut: string; env: NodeJS.ProcessEnv }): ChildProcess;
