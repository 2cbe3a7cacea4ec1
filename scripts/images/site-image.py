#!/usr/bin/env python3
"""Draws public/og-image.png, the site's link-preview picture (1200 x 630, the size Open Graph
and Twitter's large card show): a teal sea under a pink sun, with the site's name.

    /usr/bin/python3 scripts/images/site-image.py
"""
import math
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter, ImageFont

WIDTH, HEIGHT = 1200, 630
TEAL_DARK = (19, 78, 74)  # teal-900
TEAL = (15, 118, 110)  # teal-700 (the theme colour)
TEAL_LIGHT = (94, 234, 212)  # teal-300
PINK = (236, 72, 153)  # pink-500
PINK_LIGHT = (251, 207, 232)  # pink-200
FONTS = Path('/usr/share/fonts/truetype/dejavu')
OUT = Path(__file__).resolve().parents[2] / 'public' / 'og-image.png'


def mix(a, b, t):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def main():
    image = Image.new('RGB', (WIDTH, HEIGHT))
    draw = ImageDraw.Draw(image)
    horizon = 400
    # Sky: teal fading to a pink glow at the horizon.
    for y in range(horizon):
        draw.line([(0, y), (WIDTH, y)], fill=mix(TEAL_DARK, PINK_LIGHT, (y / horizon) ** 2.2))
    # The sun, half set.
    glow = Image.new('L', (WIDTH, HEIGHT), 0)
    ImageDraw.Draw(glow).ellipse([760, 250, 1060, 550], fill=150)
    image.paste(PINK_LIGHT, mask=glow.filter(ImageFilter.GaussianBlur(40)))
    draw.ellipse([820, 310, 1000, 490], fill=PINK)
    # The sea, with waves.
    for y in range(horizon, HEIGHT):
        draw.line([(0, y), (WIDTH, y)], fill=mix(TEAL, TEAL_DARK, (y - horizon) / (HEIGHT - horizon)))
    for row in range(9):
        y0 = horizon + 14 + row * 25
        points = [
            (x, y0 + 4 * math.sin(x / (28 + row * 6) + row)) for x in range(0, WIDTH + 1, 6)
        ]
        draw.line(points, fill=mix(TEAL_LIGHT, TEAL, 0.35 + row * 0.07), width=2)
    # The sun's reflection.
    for row in range(6):
        y = horizon + 10 + row * 30
        half = 80 - row * 11
        draw.line([(910 - half, y), (910 + half, y)], fill=mix(PINK, TEAL, row / 7), width=5)

    title = ImageFont.truetype(str(FONTS / 'DejaVuSerif-Bold.ttf'), 110)
    lead = ImageFont.truetype(str(FONTS / 'DejaVuSans.ttf'), 38)
    draw.text((84, 150), 'Negril Life', font=title, fill='white')
    draw.text((88, 290), 'Travel & lifestyle in Negril, Jamaica', font=lead, fill=(240, 253, 250))
    draw.rectangle([88, 272, 248, 278], fill=PINK)

    image.save(OUT, optimize=True)
    print(f'{OUT}: {OUT.stat().st_size} bytes')


if __name__ == '__main__':
    main()
