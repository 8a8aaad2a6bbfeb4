import { ADMIN_OPS_TEXTS as TEXTS, BLOG_DEFAULT_AUTHOR, splitTags, type BlogPost, type BlogPostSummary } from '@plotwise/contracts';
import { Dialog, Skeleton } from '@plotwise/ui';
import { CheckboxField, TextField } from '@plotwise/ui/forms';
import { useAdminBlogPost, useSaveBlogPost } from '../api/blog-posts';
import { blogPostSchema, type BlogPostValues } from '../content-schemas';
import { ContentForm } from './content-form';
import { FeaturedImageField } from './featured-image-field';
import { MarkdownPreview } from './markdown-preview';

function valuesOf(post: BlogPost | undefined): BlogPostValues {
  return {
    title: post?.title ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    author: post?.author ?? BLOG_DEFAULT_AUTHOR,
    category: post?.category ?? '',
    tags: post?.tags.join(', ') ?? '',
    featuredImage: post?.featuredImage ?? null,
    published: post?.published ?? false,
  };
}

interface BlogPostDialogProps {
  /** The post being edited (the whole post is read for the form), null to add one; undefined keeps the dialog closed. */
  post: BlogPostSummary | null | undefined;
  onClose: () => void;
}

/** Add Blog Post / Edit Blog Post: title, excerpt, content and author required; tags typed comma-separated. */
export function BlogPostDialog({ post: summary, onClose }: BlogPostDialogProps) {
  const editing = summary !== null && summary !== undefined;
  const post = useAdminBlogPost(editing ? summary.id : null);
  const save = useSaveBlogPost();
  const title = editing ? TEXTS.editPostTitle : TEXTS.addPostTitle;

  const send = (values: BlogPostValues) =>
    save.mutateAsync({
      id: editing ? summary.id : null,
      payload: {
        title: values.title.trim(),
        excerpt: values.excerpt.trim(),
        content: values.content.trim(),
        author: values.author.trim(),
        category: values.category?.trim() ?? '',
        tags: splitTags(values.tags ?? ''),
        featuredImage: values.featuredImage ?? null,
        published: values.published,
      },
    });

  return (
    <Dialog title={title} open={summary !== undefined} onClose={onClose}>
      {editing && post.isPending ? (
        <Skeleton $height="240px" />
      ) : editing && post.isError ? (
        <p role="alert">{TEXTS.postsFailed}</p>
      ) : (
        <ContentForm
          label={title}
          initialValues={valuesOf(editing ? post.data : undefined)}
          validationSchema={blogPostSchema}
          save={send}
          saving={save.isPending}
          saved={editing ? TEXTS.postUpdated : TEXTS.postCreated}
          failed={TEXTS.postSaveFailed}
          onClose={onClose}
        >
          <TextField name="title" label={TEXTS.postTitleLabel} />
          <TextField name="excerpt" label={TEXTS.excerptLabel} multiline />
          <TextField name="content" label={TEXTS.contentLabel} hint={TEXTS.contentHint} multiline tall />
          <MarkdownPreview name="content" />
          <TextField name="author" label={TEXTS.authorLabel} />
          <TextField name="category" label={TEXTS.categoryLabel} />
          <TextField name="tags" label={TEXTS.tagsLabel} hint={TEXTS.tagsHint} />
          <FeaturedImageField name="featuredImage" />
          <CheckboxField name="published" label={TEXTS.publishedLabel} />
        </ContentForm>
      )}
    </Dialog>
  );
}
