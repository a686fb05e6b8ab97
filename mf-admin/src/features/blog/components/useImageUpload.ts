import { useSnackbar } from '@kredi/kernel';
import { adminBlogMessages, BLOG_IMAGE_MAX_BYTES, BLOG_IMAGE_TYPES } from '@kredi/contracts/admin';
import { failureText } from '../../../components/apiErrors';
import { useUploadImageMutation } from '../api/blogAdminApi';

const ACCEPTED: ReadonlySet<string> = new Set(BLOG_IMAGE_TYPES);

/** Uploads a chosen picture (type and size checked here first, the server checks them again); its address or null. */
export function useImageUpload() {
  const [upload, { isLoading }] = useUploadImageMutation();
  const { enqueueSnackbar } = useSnackbar();
  const uploadFile = async (file: File): Promise<string | null> => {
    const problem = !ACCEPTED.has(file.type)
      ? adminBlogMessages.imageType
      : file.size > BLOG_IMAGE_MAX_BYTES
        ? adminBlogMessages.imageTooLarge
        : null;
    if (problem) {
      enqueueSnackbar(problem, { variant: 'error' });
      return null;
    }
    try {
      return (await upload(file).unwrap()).url;
    } catch (error) {
      enqueueSnackbar(failureText(error), { variant: 'error' });
      return null;
    }
  };
  return { uploadFile, uploading: isLoading, accept: BLOG_IMAGE_TYPES.join(',') };
}
