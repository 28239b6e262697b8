import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded and generated files live. Keys are relative paths such as
 * "avatars/ali.webp"; `put` answers the path the site serves the file at.
 */
export interface MediaStorage {
  put(key: string, data: Buffer): Promise<string>;
}

export function localMediaStorage(root: string): MediaStorage {
  const safe = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Bad media key: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const file = safe(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
      return `/media/${key}`;
    },
  };
}
