import { api } from '../api/client.ts';
import type { FileText } from '../api/types.ts';
import { formSchema } from '../schemas/index.ts';
import { CreateDialog, slugify, type CreateField } from './CreateDialog.tsx';

type Prop = { title?: string; description?: string; maxLength?: number };

/** A field of the form described by the schema's own title, help and length limit. */
function fromSchema(schemaFile: string, at: string[], name: string, extra: Partial<CreateField> = {}): CreateField {
  let node = formSchema(schemaFile) as Record<string, unknown>;
  for (const step of at) node = ((node.properties as Record<string, unknown>)[step] ?? {}) as Record<string, unknown>;
  const p = node as Prop;
  return { name, label: p.title ?? name, help: p.description ?? '', maxLength: p.maxLength, ...extra };
}

interface Props {
  onCreated: (file: FileText) => void;
  onClose: () => void;
}

export function NewPageDialog(props: Props) {
  const fields: CreateField[] = [
    fromSchema('page.schema.json', ['seo', 'title'], 'title'),
    {
      name: 'route',
      label: 'Address',
      help: 'Where the page will be on the site, starting with /, such as /case-studies/acme. Lowercase letters, digits and hyphens.',
      derive: (v) => (v.title ? `/${slugify(v.title)}` : ''),
    },
    fromSchema('page.schema.json', ['seo', 'description'], 'description', { long: true }),
  ];
  return (
    <CreateDialog
      title="New page"
      lead="The new page starts with one opening section that you can change, and sections you add from the palette."
      fields={fields}
      submitLabel="Create page"
      create={(v) => api.createPage({ route: v.route!, title: v.title!, description: v.description! })}
      {...props}
    />
  );
}

/** `live`: the post is created in the live blog table (the Studio's server has it). */
export function NewPostDialog({ live, ...props }: Props & { live?: boolean }) {
  const fields: CreateField[] = [
    fromSchema('blog-post.schema.json', ['title'], 'title'),
    fromSchema('blog-post.schema.json', ['slug'], 'slug', { derive: (v) => slugify(v.title ?? '') }),
    fromSchema('blog-post.schema.json', ['excerpt'], 'excerpt', { long: true }),
    fromSchema('blog-post.schema.json', ['author'], 'author'),
  ];
  return (
    <CreateDialog
      title="New blog post"
      lead="The post starts as an unpublished draft: nobody sees it on the site until you tick Published and save."
      fields={fields}
      submitLabel="Create post"
      create={(v) => (live ? api.createLivePost : api.createPost)({ slug: v.slug!, title: v.title!, excerpt: v.excerpt!, author: v.author! })}
      {...props}
    />
  );
}
