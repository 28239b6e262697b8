import { IMAGE_UPLOAD_RULES, knownErrorCode, type UploadedFile } from '@estate/shared';

const RULE = IMAGE_UPLOAD_RULES.blog_image;
const EXTENSIONS = ['jpg', 'jpeg', 'png'];

/**
 * Checks a chosen featured image in the browser with the server's numbers (JPEG or PNG, 5 MB);
 * answers the catalog key of the problem, or null. The server still decides, by content.
 */
export function checkBlogImage(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : '';
  const typeOk = type ? RULE.types.includes(type) : EXTENSIONS.includes(extension);
  if (!typeOk) return 'blog.errors.image_type';
  if (file.size > RULE.maxFileBytes) return 'blog.errors.image_too_large';
  return null;
}

/** The catalog key for a refused upload, from the server's status and code. */
export function uploadErrorKey(status: number, answerCode: string | undefined): string {
  const code = knownErrorCode(answerCode);
  if (status === 413 || code === 'file_too_large') return 'blog.errors.image_too_large';
  if (status === 415 || code === 'invalid_file_type') return 'blog.errors.image_type';
  if (code === 'storage_full') return 'errors.storage_full';
  return 'blog.errors.upload_failed';
}

/**
 * Sends the featured image to `POST /api/uploads/blog_image/` (multipart field "file").
 * XMLHttpRequest rather than fetch, because only it reports upload progress.
 */
export function uploadBlogImage(
  file: File,
  onProgress: (percent: number) => void,
): { promise: Promise<UploadedFile>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadedFile>((resolve, reject) => {
    xhr.open('POST', '/api/uploads/blog_image/');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: { code?: string } | undefined;
      try {
        body = JSON.parse(xhr.responseText) as { code?: string };
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body as UploadedFile);
      else reject(new Error(uploadErrorKey(xhr.status, body?.code)));
    };
    xhr.onerror = () => reject(new Error('blog.errors.upload_failed'));
    xhr.onabort = () => reject(new Error('aborted'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
