import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import bwipjs from 'bwip-js/node';
import { PNG } from 'pngjs';
import { chromiumArgs } from '../../playwright.config';

export interface BarcodeSpec {
  /** bwip-js symbology: 'code128', 'gs1-128', 'qrcode', 'datamatrix', 'ean13'… */
  bcid: string;
  text: string;
}

const WIDTH = 1280;
const HEIGHT = 720;
const FRAMES = 5;

/** The largest whole module size that fits the frame: scaling by a fraction would blur the bars. */
async function barcodePng({ bcid, text }: BarcodeSpec): Promise<PNG> {
  for (let scale = 4; scale >= 1; scale -= 1) {
    const png = PNG.sync.read(
      await bwipjs.toBuffer({ bcid, text, scale, height: 12, paddingwidth: 12, paddingheight: 12, backgroundcolor: 'FFFFFF' }),
    );
    if (png.width <= WIDTH * 0.9 && png.height <= HEIGHT * 0.9) return png;
  }
  throw new Error(`${bcid} "${text}" does not fit a ${WIDTH}×${HEIGHT} frame`);
}

/**
 * A video of one barcode on white for Chromium's fake camera, written as Y4M (what
 * --use-file-for-fake-video-capture reads) without ffmpeg: the luma plane carries the picture and the
 * chroma planes stay neutral grey. Chromium loops the file, so a few identical frames are enough.
 */
export async function barcodeVideo(spec: BarcodeSpec): Promise<string> {
  const dir = join(tmpdir(), 'warehouse-e2e-barcodes');
  mkdirSync(dir, { recursive: true });
  const video = join(dir, `${spec.bcid}-${Buffer.from(spec.text).toString('hex').slice(0, 64)}.y4m`);
  if (existsSync(video)) return video;

  const png = await barcodePng(spec);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  const left = Math.floor((WIDTH - png.width) / 2);
  const top = Math.floor((HEIGHT - png.height) / 2);
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      const i = (y * png.width + x) * 4;
      const [r = 255, g = 255, b = 255] = [png.data[i], png.data[i + 1], png.data[i + 2]];
      luma[(top + y) * WIDTH + left + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  // Renamed when complete, so a parallel worker never feeds Chromium half a file.
  const partial = `${video}.${process.pid}.part`;
  writeFileSync(partial, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
  renameSync(partial, video);
  return video;
}

/**
 * A Chromium of its own whose camera films `video`: launch flags cannot change per test in a shared
 * worker, so camera tests start their own browser (closed by the caller).
 */
export function launchWithFakeCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
}
