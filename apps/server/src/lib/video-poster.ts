import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const POSTER_WIDTH = 1280;

let ffmpegPath: string | null | undefined;

/** The ffmpeg program on PATH, or null (looked up once). */
export function findFfmpeg(): string | null {
  if (ffmpegPath !== undefined) return ffmpegPath;
  ffmpegPath = null;
  const names = process.platform === 'win32' ? ['ffmpeg.exe'] : ['ffmpeg'];
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of names) {
      const candidate = path.join(dir, name);
      try {
        fs.accessSync(candidate, fs.constants.X_OK);
        return (ffmpegPath = candidate);
      } catch {
        // not here
      }
    }
  }
  return ffmpegPath;
}

/**
 * A WebP poster from the first frame of a video, or null when ffmpeg is missing, fails or takes
 * longer than `timeoutMs` (the upload goes on without a poster).
 */
export async function videoPoster(file: string, options: { timeoutMs?: number; ffmpeg?: string | null } = {}) {
  const ffmpeg = options.ffmpeg === undefined ? findFfmpeg() : options.ffmpeg;
  if (!ffmpeg) return null;
  const png = await firstFrame(ffmpeg, file, options.timeoutMs ?? 15_000);
  if (!png) return null;
  try {
    return await sharp(png).resize({ width: POSTER_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  } catch {
    return null;
  }
}

function firstFrame(ffmpeg: string, file: string, timeoutMs: number): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-i', file, '-frames:v', '1'];
    args.push('-f', 'image2pipe', '-vcodec', 'png', 'pipe:1');
    const child = spawn(ffmpeg, args, {
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', () => resolve(null));
    child.on('close', (code) => resolve(code === 0 && chunks.length > 0 ? Buffer.concat(chunks) : null));
  });
}
