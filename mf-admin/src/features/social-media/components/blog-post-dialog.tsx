import { useRef } from 'react';
import { Form, Formik } from 'formik';
import { ADMIN_OPS_TEXTS as TEXTS, BLOG_DEFAULT_AUTHOR, splitTags, type BlogPost } from '@plotwise/contracts';
import { Button, Dialog, DialogActions, readableError, Skeleton, useFocusFirstError, useToast } from '@plotwise/ui';
import { CheckboxField, TextField } from '@plotwise/ui/forms';
import { useAdminBlogPost, useSaveBlogPost } from '../api/blog-posts';
import { blogPostSchema, type BlogPostValues } from '../content-schemas';
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
  /** The id of the post being edited, null to add one; undefined keeps the dialog closed. */
  postId: number | null | undefined;
  onClose: () => void;
}

/** Add Blog Post / Edit Blog Post: title, excerpt, content and author required; tags typed comma-separated. */
export function BlogPostDialog({ postId, onClose }: BlogPostDialogProps) {
  const editing = postId !== null && postId !== undefined;
  const post = useAdminBlogPost(editing ? postId : null);
  const save = useSaveBlogPost();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);
  const title = editing ? TEXTS.editPostTitle : TEXTS.addPostTitle;

  const submit = async (values: BlogPostValues) => {
    try {
      await save.mutateAsync({
        id: editing ? postId : null,
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
      toast({ title: editing ? TEXTS.postUpdated : TEXTS.postCreated, variant: 'success' });
      onClose();
    } catch (error) {
      toast({ title: TEXTS.postSaveFailed, description: readableError(error, ''), variant: 'destructive' });
    }
  };

  return (
    <Dialog title={title} open={postId !== undefined} onClose={onClose}>
      {editing && post.isPending ? (
        <Skeleton $height="240px" />
      ) : editing && post.isError ? (
        <p role="alert">{TEXTS.postsFailed}</p>
      ) : (
        <Formik initialValues={valuesOf(editing ? post.data : undefined)} validationSchema={blogPostSchema} onSubmit={submit} enableReinitialize>
          <Form ref={formRef} noValidate aria-label={title}>
            <TextField name="title" label={TEXTS.postTitleLabel} />
            <TextField name="excerpt" label={TEXTS.excerptLabel} multiline />
            <TextField name="content" label={TEXTS.contentLabel} hint={TEXTS.contentHint} multiline tall />
            <MarkdownPreview name="content" />
            <TextField name="author" label={TEXTS.authorLabel} />
            <TextField name="category" label={TEXTS.categoryLabel} />
            <TextField name="tags" label={TEXTS.tagsLabel} hint={TEXTS.tagsHint} />
            <FeaturedImageField name="featuredImage" />
            <CheckboxField name="published" label={TEXTS.publishedLabel} />
            <DialogActions>
              <Button type="button" $variant="secondary" onClick={onClose}>
                {TEXTS.cancel}
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? TEXTS.saving : TEXTS.save}
              </Button>
            </DialogActions>
          </Form>
        </Formik>
      )}
    </Dialog>
  );
}
