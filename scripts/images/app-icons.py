#!/usr/bin/env python3
"""Draws the installed site's icons from the favicon's picture (public/favicon.svg: a sun over a
teal sea under a pink sky), for public/manifest.webmanifest and index.html:

- icon-192.png, icon-512.png: rounded corners on transparency ("any" purpose);
- icon-maskable-512.png: full bleed, the sun inside the central 80 % safe zone ("maskable");
- apple-touch-icon.png (180): full bleed and opaque (iOS rounds it itself).

    /usr/bin/python3 scripts/images/app-icons.py
"""
from pathlib import Path

from PIL import Image, ImageDraw

PINK_DARK = (219, 39, 119)  # pink-600
PINK_LIGHT = (249, 168, 212)  # pink-300
SUN = (253, 230, 138)  # amber-200
TEAL = (15, 118, 110)  # teal-700 (the theme colour)
TEAL_LIGHT = (20, 184, 166)  # teal-500
PUBLIC = Path(__file__).resolve().parents[2] / 'public'
SUPERSAMPLE = 4


def mix(a, b, t):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def scene(size, inset):
    """The picture on a square of `size` px, its sun and horizon pulled in by `inset` (0..0.5)."""
    image = Image.new('RGB', (size, size))
    draw = ImageDraw.Draw(image)
    for y in range(size):
        draw.line([(0, y), (size, y)], fill=mix(PINK_DARK, PINK_LIGHT, y / size))

    def at(v):  # a coordinate of the 64-unit favicon, pulled towards the centre by the inset
        return (inset + v / 64 * (1 - 2 * inset)) * size

    radius = 12 / 64 * (1 - 2 * inset) * size
    cx, cy = at(32), at(36)
    draw.ellipse([cx - radius, cy - radius, cx + radius, cy + radius], fill=SUN)
    draw.rectangle([0, at(38), size, size], fill=TEAL)
    # The wave: a band of lighter teal with a gentle swell, as in the favicon's path.
    wave_top = at(44)
    points = [(0, wave_top)]
    steps = 64
    for i in range(steps + 1):
        x = i / steps * size
        phase = (i / steps) * 2.67
        swell = (1 - abs((phase % 1) * 2 - 1)) * (4 / 64) * size * (1 - 2 * inset)
        points.append((x, wave_top - swell + (2 / 64) * size * (1 - 2 * inset)))
    points += [(size, size), (0, size)]
    draw.polygon(points, fill=TEAL_LIGHT)
    return image


def rounded(image, radius):
    mask = Image.new('L', image.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, image.size[0] - 1, image.size[1] - 1], radius, fill=255)
    out = image.convert('RGBA')
    out.putalpha(mask)
    return out


def render(size, *, inset=0.0, corner=None):
    big = scene(size * SUPERSAMPLE, inset)
    if corner is not None:
        big = rounded(big, corner * size * SUPERSAMPLE)
    return big.resize((size, size), Image.LANCZOS)


def main():
    outputs = {
        'icon-192.png': render(192, corner=14 / 64),
        'icon-512.png': render(512, corner=14 / 64),
        # Android's masks keep a circle of 80 % of the width: the sun and horizon stay inside.
        'icon-maskable-512.png': render(512, inset=0.1),
        'apple-touch-icon.png': render(180),
    }
    for name, image in outputs.items():
        image.save(PUBLIC / name, optimize=True)
        print(f'public/{name}: {image.size[0]} px, {(PUBLIC / name).stat().st_size} bytes')


if __name__ == '__main__':
    main()
