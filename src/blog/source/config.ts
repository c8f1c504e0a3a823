/** Supabase settings from the build environment (VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY); unset means the embedded posts. */
export const supabaseUrl: string | undefined = import.meta.env.VITE_SUPABASE_URL || undefined;
export const supabaseAnonKey: string | undefined = import.meta.env.VITE_SUPABASE_ANON_KEY || undefined;

/** True when posts come live from Supabase (the prerendered copy is then refreshed after load). */
export const isLiveSource = Boolean(supabaseUrl && supabaseAnonKey);
