import { crc32, deflateSync } from 'node:zlib';

type Rgba = [number, number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** Encodes RGBA pixels (row by row) as a PNG image. */
function encodePng(size: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(size * (1 + size * 4));
  for (let y = 0; y < size; y += 1) {
    const start = y * (1 + size * 4);
    for (let x = 0; x < size; x += 1) rows.set(pixel(x, y), start + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Each pixel averages this many samples per side, which smooths the edges. */
const samples = 4;

/**
 * The demo provider's logo: a teal disc with three white arcs rising from a dot, like a sensor
 * sending readings. Drawn here so the demo needs no binary file.
 */
export function sensorLogoPng(size = 96): Buffer {
  const teal: Rgba = [12, 122, 118, 255];
  const white: Rgba = [255, 255, 255, 255];
  const clear: Rgba = [0, 0, 0, 0];
  const centre = size / 2;
  const source = { x: centre, y: size * 0.68 };
  const shape = (x: number, y: number): Rgba => {
    if (Math.hypot(x - centre, y - centre) > size * 0.48) return clear;
    const dx = x - source.x;
    const dy = y - source.y;
    const distance = Math.hypot(dx, dy);
    // Arcs open upwards within 45 degrees of the vertical.
    const upwards = dy < 0 && Math.abs(dx) < -dy;
    const ring = distance / (size * 0.12);
    const onArc = upwards && ring > 0.9 && ring < 3.6 && ring % 1.2 < 0.45;
    return distance < size * 0.06 || onArc ? white : teal;
  };
  return encodePng(size, (x, y) => {
    const sum = [0, 0, 0, 0];
    for (let i = 0; i < samples; i += 1) {
      for (let j = 0; j < samples; j += 1) {
        const colour = shape(x + (i + 0.5) / samples, y + (j + 0.5) / samples);
        // Colours are weighted by their opacity so transparent samples do not darken the edge.
        for (let c = 0; c < 3; c += 1) sum[c]! += colour[c]! * colour[3];
        sum[3]! += colour[3];
      }
    }
    const alpha = sum[3]!;
    return alpha === 0
      ? clear
      : [
          Math.round(sum[0]! / alpha),
          Math.round(sum[1]! / alpha),
          Math.round(sum[2]! / alpha),
          Math.round(alpha / samples ** 2),
        ];
  });
}
